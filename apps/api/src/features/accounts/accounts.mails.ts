import type { Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

/** The e-mails of the account flows, written out in the four product languages. */
export type AccountMailTemplate = 'mail_confirmation' | 'password_reset' | 'account_delete';

interface MailText {
  subject: string;
  heading: (firstName: string) => string;
  paragraphs: string[];
  action: string;
}

const TEXTS: Record<AccountMailTemplate, Record<Locale, MailText>> = {
  mail_confirmation: {
    en: {
      subject: 'Confirm your e-mail address',
      heading: (name) => `Welcome, ${name}!`,
      paragraphs: [
        'Thank you for creating an account with Trades Marketplace.',
        'Please confirm your e-mail address with the button below. The link is valid for 7 days.',
        'If you did not create this account, you can ignore this message.',
      ],
      action: 'Confirm e-mail address',
    },
    pl: {
      subject: 'Potwierdź swój adres e-mail',
      heading: (name) => `Witaj, ${name}!`,
      paragraphs: [
        'Dziękujemy za założenie konta w serwisie Trades Marketplace.',
        'Potwierdź swój adres e-mail, klikając przycisk poniżej. Link jest ważny przez 7 dni.',
        'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
      ],
      action: 'Potwierdź adres e-mail',
    },
    no: {
      subject: 'Bekreft e-postadressen din',
      heading: (name) => `Velkommen, ${name}!`,
      paragraphs: [
        'Takk for at du opprettet en konto hos Trades Marketplace.',
        'Bekreft e-postadressen din med knappen nedenfor. Lenken er gyldig i 7 dager.',
        'Hvis du ikke har opprettet denne kontoen, kan du se bort fra denne meldingen.',
      ],
      action: 'Bekreft e-postadressen',
    },
    ua: {
      subject: 'Підтвердіть свою електронну адресу',
      heading: (name) => `Вітаємо, ${name}!`,
      paragraphs: [
        'Дякуємо, що створили обліковий запис у Trades Marketplace.',
        'Підтвердіть свою електронну адресу, натиснувши кнопку нижче. Посилання дійсне 7 днів.',
        'Якщо ви не створювали цей обліковий запис, просто проігноруйте цей лист.',
      ],
      action: 'Підтвердити адресу',
    },
  },
  password_reset: {
    en: {
      subject: 'Set a new password',
      heading: (name) => `Hello ${name},`,
      paragraphs: [
        'We received a request to set a new password for your account.',
        'Use the button below to choose a new password. The link is valid for 1 hour and can be used once.',
        'If you did not ask for this, ignore this message: your password stays unchanged.',
      ],
      action: 'Set a new password',
    },
    pl: {
      subject: 'Ustaw nowe hasło',
      heading: (name) => `Dzień dobry, ${name},`,
      paragraphs: [
        'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta.',
        'Kliknij przycisk poniżej, aby wybrać nowe hasło. Link jest ważny przez 1 godzinę i działa tylko raz.',
        'Jeśli to nie Ty wysłałeś prośbę, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
      ],
      action: 'Ustaw nowe hasło',
    },
    no: {
      subject: 'Velg et nytt passord',
      heading: (name) => `Hei ${name},`,
      paragraphs: [
        'Vi har mottatt en forespørsel om å sette et nytt passord for kontoen din.',
        'Bruk knappen nedenfor for å velge et nytt passord. Lenken er gyldig i 1 time og kan brukes én gang.',
        'Hvis du ikke ba om dette, kan du se bort fra meldingen: passordet ditt forblir uendret.',
      ],
      action: 'Velg nytt passord',
    },
    ua: {
      subject: 'Встановіть новий пароль',
      heading: (name) => `Вітаємо, ${name}!`,
      paragraphs: [
        'Ми отримали запит на встановлення нового пароля для вашого облікового запису.',
        'Натисніть кнопку нижче, щоб обрати новий пароль. Посилання дійсне 1 годину і спрацьовує лише один раз.',
        'Якщо ви не надсилали цей запит, проігноруйте лист: ваш пароль залишиться без змін.',
      ],
      action: 'Встановити новий пароль',
    },
  },
  account_delete: {
    en: {
      subject: 'Confirm the deletion of your account',
      heading: (name) => `Hello ${name},`,
      paragraphs: [
        'You asked us to delete your account. Confirm it with the button below; the link is valid for 24 hours.',
        'Deletion is permanent: your profile, consents and all data of the account will be removed.',
        'If you did not ask for this, ignore this message and consider changing your password.',
      ],
      action: 'Delete my account',
    },
    pl: {
      subject: 'Potwierdź usunięcie konta',
      heading: (name) => `Dzień dobry, ${name},`,
      paragraphs: [
        'Poprosiłeś o usunięcie swojego konta. Potwierdź to przyciskiem poniżej; link jest ważny przez 24 godziny.',
        'Usunięcie jest nieodwracalne: Twój profil, zgody i wszystkie dane konta zostaną usunięte.',
        'Jeśli to nie Ty wysłałeś prośbę, zignoruj tę wiadomość i rozważ zmianę hasła.',
      ],
      action: 'Usuń moje konto',
    },
    no: {
      subject: 'Bekreft sletting av kontoen din',
      heading: (name) => `Hei ${name},`,
      paragraphs: [
        'Du har bedt oss om å slette kontoen din. Bekreft med knappen nedenfor; lenken er gyldig i 24 timer.',
        'Slettingen er permanent: profilen din, samtykkene og alle data i kontoen blir fjernet.',
        'Hvis du ikke ba om dette, kan du se bort fra meldingen og vurdere å endre passordet ditt.',
      ],
      action: 'Slett kontoen min',
    },
    ua: {
      subject: 'Підтвердіть видалення облікового запису',
      heading: (name) => `Вітаємо, ${name}!`,
      paragraphs: [
        'Ви попросили видалити свій обліковий запис. Підтвердіть це кнопкою нижче; посилання дійсне 24 години.',
        'Видалення остаточне: ваш профіль, згоди та всі дані облікового запису буде видалено.',
        'Якщо ви не надсилали цей запит, проігноруйте лист і подумайте про зміну пароля.',
      ],
      action: 'Видалити мій обліковий запис',
    },
  },
};

export function accountMail(template: AccountMailTemplate, locale: Locale, firstName: string, url: string): EmailContent {
  const text = TEXTS[template][locale];
  return {
    subject: text.subject,
    heading: text.heading(firstName),
    paragraphs: text.paragraphs,
    action: { label: text.action, url },
  };
}

/** Links in the e-mails point at the web app's pages for each flow. */
export const ACCOUNT_MAIL_PATHS: Record<AccountMailTemplate, string> = {
  mail_confirmation: '/mail/confirmation',
  password_reset: '/password/change',
  account_delete: '/account-delete/confirmation',
};

/**
 * The link of an account e-mail: through the web's language switch (/lang/{locale}/...), so the page
 * opens in the recipient's language whatever the browser used before.
 */
export function accountMailUrl(publicUrl: string, locale: Locale, template: AccountMailTemplate, token: string): string {
  return `${publicUrl}/lang/${locale}${ACCOUNT_MAIL_PATHS[template]}/${token}`;
}
