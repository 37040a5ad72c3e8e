import type { Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

/* The privacy mails, in the user's language: the export is ready, and the retention warning. */

export const DATA_EXPORT_READY_TEMPLATE = 'data_export_ready';
export const RETENTION_WARNING_TEMPLATE = 'retention_warning';

interface MailText {
  subject: string;
  heading: (firstName: string) => string;
  paragraphs: (days: number) => string[];
  action: string;
}

const EXPORT_READY: Record<Locale, MailText> = {
  en: {
    subject: 'Your data is ready to download',
    heading: (name) => `Hello ${name},`,
    paragraphs: (days) => [`The copy of your data you asked for is ready. Download it from your account settings within ${days} days.`, 'If you did not ask for it, change your password.'],
    action: 'Open my settings',
  },
  pl: {
    subject: 'Twoje dane są gotowe do pobrania',
    heading: (name) => `Dzień dobry, ${name},`,
    paragraphs: (days) => [`Zamówiona kopia Twoich danych jest gotowa. Pobierz ją w ustawieniach konta w ciągu ${days} dni.`, 'Jeśli kopia nie została zamówiona przez Ciebie, zmień hasło.'],
    action: 'Otwórz ustawienia',
  },
  no: {
    subject: 'Dataene dine er klare til nedlasting',
    heading: (name) => `Hei ${name},`,
    paragraphs: (days) => [`Kopien av dataene dine som du ba om, er klar. Last den ned fra kontoinnstillingene innen ${days} dager.`, 'Hvis du ikke ba om den, bør du endre passordet ditt.'],
    action: 'Åpne innstillingene',
  },
  ua: {
    subject: 'Ваші дані готові до завантаження',
    heading: (name) => `Вітаємо, ${name}!`,
    paragraphs: (days) => [`Замовлена копія ваших даних готова. Завантажте її в налаштуваннях облікового запису протягом ${days} днів.`, 'Якщо ви її не замовляли, змініть пароль.'],
    action: 'Відкрити налаштування',
  },
};

const RETENTION_WARNING: Record<Locale, MailText> = {
  en: {
    subject: 'Your account will be deleted for inactivity',
    heading: (name) => `Hello ${name},`,
    paragraphs: (days) => [
      'You have not signed in to Trades Marketplace for a long time. To protect your personal data, we delete accounts nobody uses.',
      `Your account, your profile and your files will be deleted in ${days} days. To keep them, just sign in before then.`,
    ],
    action: 'Sign in',
  },
  pl: {
    subject: 'Twoje konto zostanie usunięte z powodu braku aktywności',
    heading: (name) => `Dzień dobry, ${name},`,
    paragraphs: (days) => [
      'Od dawna nikt nie logował się na Twoje konto w Trades Marketplace. Aby chronić Twoje dane osobowe, usuwamy nieużywane konta.',
      `Twoje konto, profil i pliki zostaną usunięte za ${days} dni. Aby je zachować, wystarczy się wcześniej zalogować.`,
    ],
    action: 'Zaloguj się',
  },
  no: {
    subject: 'Kontoen din blir slettet på grunn av inaktivitet',
    heading: (name) => `Hei ${name},`,
    paragraphs: (days) => [
      'Du har ikke logget inn på Trades Marketplace på lenge. For å beskytte personopplysningene dine sletter vi kontoer som ikke brukes.',
      `Kontoen, profilen og filene dine blir slettet om ${days} dager. Logg inn før det for å beholde dem.`,
    ],
    action: 'Logg inn',
  },
  ua: {
    subject: 'Ваш обліковий запис буде видалено через неактивність',
    heading: (name) => `Вітаємо, ${name}!`,
    paragraphs: (days) => [
      'Ви давно не входили до Trades Marketplace. Щоб захистити ваші персональні дані, ми видаляємо облікові записи, якими ніхто не користується.',
      `Ваш обліковий запис, профіль і файли буде видалено через ${days} днів. Щоб їх зберегти, просто увійдіть до того часу.`,
    ],
    action: 'Увійти',
  },
};

function mail(texts: Record<Locale, MailText>, locale: Locale, input: { firstName: string; days: number; url: string }): EmailContent {
  const text = texts[locale];
  return { subject: text.subject, heading: text.heading(input.firstName), paragraphs: text.paragraphs(input.days), action: { label: text.action, url: input.url } };
}

export const exportReadyMail = (locale: Locale, input: { firstName: string; days: number; url: string }) => mail(EXPORT_READY, locale, input);
export const retentionWarningMail = (locale: Locale, input: { firstName: string; days: number; url: string }) => mail(RETENTION_WARNING, locale, input);
