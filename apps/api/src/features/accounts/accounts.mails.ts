import { AccountType, type Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

/** The e-mails of the account flows, written out in the four product languages. */
export type AccountMailTemplate = 'mail_confirmation' | 'password_reset' | 'account_delete' | 'operator_invitation';

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
        'Jeśli konto nie zostało założone przez Ciebie, zignoruj tę wiadomość.',
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
        'Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
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
        'Otrzymaliśmy prośbę o usunięcie Twojego konta. Potwierdź to przyciskiem poniżej; link jest ważny przez 24 godziny.',
        'Usunięcie jest nieodwracalne: Twój profil, zgody i wszystkie dane konta zostaną usunięte.',
        'Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość i rozważ zmianę hasła.',
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
  // An invitation may name nobody: the greeting then stands alone.
  operator_invitation: {
    en: {
      subject: 'You are invited to the Trades Marketplace back office',
      heading: (name) => (name ? `Hello ${name},` : 'Hello,'),
      paragraphs: [
        'An operator of Trades Marketplace has invited you to run the marketplace with them in its back office.',
        'Set your password with the button below; the link is valid for 7 days and can be used once. When you sign in for the first time, you will connect an authenticator app (a code from it is asked at every sign-in).',
        'If you did not expect this invitation, ignore this message.',
      ],
      action: 'Set my password',
    },
    pl: {
      subject: 'Zaproszenie do panelu operatora Trades Marketplace',
      heading: (name) => (name ? `Dzień dobry, ${name},` : 'Dzień dobry,'),
      paragraphs: [
        'Operator serwisu Trades Marketplace zaprasza Cię do wspólnej obsługi serwisu w panelu operatora.',
        'Ustaw hasło przyciskiem poniżej; link jest ważny przez 7 dni i działa tylko raz. Przy pierwszym logowaniu połączysz aplikację uwierzytelniającą (jej kod będzie potrzebny przy każdym logowaniu).',
        'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
      ],
      action: 'Ustaw hasło',
    },
    no: {
      subject: 'Du er invitert til administrasjonen av Trades Marketplace',
      heading: (name) => (name ? `Hei ${name},` : 'Hei,'),
      paragraphs: [
        'En operatør hos Trades Marketplace har invitert deg til å drive markedsplassen sammen med dem i administrasjonen.',
        'Velg passordet ditt med knappen nedenfor; lenken er gyldig i 7 dager og kan brukes én gang. Første gang du logger inn, kobler du til en autentiseringsapp (en kode fra den kreves ved hver innlogging).',
        'Hvis du ikke ventet denne invitasjonen, kan du se bort fra meldingen.',
      ],
      action: 'Velg passord',
    },
    ua: {
      subject: 'Запрошення до панелі оператора Trades Marketplace',
      heading: (name) => (name ? `Вітаємо, ${name}!` : 'Вітаємо!'),
      paragraphs: [
        'Оператор Trades Marketplace запрошує вас разом вести сервіс у панелі оператора.',
        'Встановіть пароль кнопкою нижче; посилання дійсне 7 днів і спрацьовує лише один раз. Під час першого входу ви підключите застосунок автентифікації (його код потрібен при кожному вході).',
        'Якщо ви не очікували цього запрошення, проігноруйте лист.',
      ],
      action: 'Встановити пароль',
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
  // The reset's page sets an invited operator's first password too (it says so with ?invitation=1).
  operator_invitation: '/password/change',
};

/**
 * The link of an account e-mail: through the web's language switch (/lang/{locale}/...), so the page
 * opens in the recipient's language whatever the browser used before. An employer's link carries `?tab=1`,
 * so the sign-in its page leads to opens on the employer tab.
 */
export function accountMailUrl(publicUrl: string, locale: Locale, template: AccountMailTemplate, token: string, accountType?: AccountType): string {
  const query = template === 'operator_invitation' ? '?invitation=1' : accountType === AccountType.Client && template !== 'account_delete' ? '?tab=1' : '';
  return `${publicUrl}/lang/${locale}${ACCOUNT_MAIL_PATHS[template]}/${token}${query}`;
}

interface PasswordChangedText {
  subject: string;
  heading: (firstName: string) => string;
  changed: (when: string) => string;
  notYou: string;
  action: string;
}

/** The security notice after a password change; times are on the market's clock, which the text names. */
const PASSWORD_CHANGED: Record<Locale, PasswordChangedText> = {
  en: {
    subject: 'Your password has been changed',
    heading: (name) => `Hello ${name},`,
    changed: (when) => `The password of your Trades Marketplace account was changed on ${when} (Central European time). Your other signed-in devices have been signed out.`,
    notYou: 'If this was not you, set a new password at once with the button below and check your account.',
    action: 'Set a new password',
  },
  pl: {
    subject: 'Hasło do Twojego konta zostało zmienione',
    heading: (name) => `Dzień dobry, ${name},`,
    changed: (when) => `Hasło do Twojego konta w serwisie Trades Marketplace zostało zmienione ${when} (czasu środkowoeuropejskiego). Pozostałe urządzenia zostały wylogowane.`,
    notYou: 'Jeśli zmiana nie pochodzi od Ciebie, od razu ustaw nowe hasło przyciskiem poniżej i sprawdź swoje konto.',
    action: 'Ustaw nowe hasło',
  },
  no: {
    subject: 'Passordet ditt er endret',
    heading: (name) => `Hei ${name},`,
    changed: (when) => `Passordet til kontoen din hos Trades Marketplace ble endret ${when} (norsk tid). De andre enhetene dine er logget ut.`,
    notYou: 'Hvis det ikke var deg, velg et nytt passord med én gang med knappen nedenfor, og sjekk kontoen din.',
    action: 'Velg nytt passord',
  },
  ua: {
    subject: 'Пароль до вашого облікового запису змінено',
    heading: (name) => `Вітаємо, ${name}!`,
    changed: (when) => `Пароль до вашого облікового запису в Trades Marketplace змінено ${when} (за центральноєвропейським часом). На інших пристроях вихід із облікового запису вже виконано.`,
    notYou: 'Якщо це були не ви, негайно встановіть новий пароль за допомогою кнопки нижче та перевірте свій обліковий запис.',
    action: 'Встановити новий пароль',
  },
};

/**
 * The mail that follows a password change: when it happened, and a way to a new password for an owner who did not
 * change it (the sign-in page's reset form, in the recipient's language; the link itself carries no token).
 */
export function passwordChangedMail(publicUrl: string, locale: Locale, firstName: string, when: string): EmailContent {
  const text = PASSWORD_CHANGED[locale];
  return {
    subject: text.subject,
    heading: text.heading(firstName),
    paragraphs: [text.changed(when), text.notYou],
    action: { label: text.action, url: `${publicUrl}/lang/${locale}/sign-in?reset=1` },
  };
}
