import { type Locale } from '@trades/contracts';

type Catalogue = Record<string, Record<Locale, string>>;

/**
 * Texts the API itself puts in `message`. Keys are the spec's message keys; the web app has its
 * own catalogue for the same keys, and shows the server's message where the spec says so.
 */
const catalogue: Catalogue = {
  validation_error: {
    en: 'The form contains errors.',
    pl: 'Formularz zawiera błędy.',
    no: 'Skjemaet inneholder feil.',
    ua: 'Форма містить помилки.',
  },
  unexpected_error: {
    en: 'Something went wrong. Please try again.',
    pl: 'Coś poszło nie tak. Prosimy spróbować ponownie.',
    no: 'Noe gikk galt. Vennligst prøv igjen.',
    ua: 'Щось пішло не так. Будь ласка, спробуйте ще раз.',
  },
  unauthorized: {
    en: 'You need to sign in.',
    pl: 'Musisz się zalogować.',
    no: 'Du må logge inn.',
    ua: 'Потрібно увійти в систему.',
  },
  forbidden: {
    en: 'You do not have access to this.',
    pl: 'Nie masz dostępu do tego zasobu.',
    no: 'Du har ikke tilgang til dette.',
    ua: 'У вас немає доступу до цього.',
  },
  not_found: {
    en: 'Not found.',
    pl: 'Nie znaleziono.',
    no: 'Ikke funnet.',
    ua: 'Не знайдено.',
  },
  conflict: {
    en: 'This action conflicts with the current state.',
    pl: 'Ta operacja jest niezgodna z bieżącym stanem.',
    no: 'Handlingen er i konflikt med gjeldende tilstand.',
    ua: 'Ця дія суперечить поточному стану.',
  },
  too_many_requests: {
    en: 'Too many attempts. Please wait a moment and try again.',
    pl: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    no: 'For mange forsøk. Vent litt og prøv igjen.',
    ua: 'Забагато спроб. Зачекайте хвилину й спробуйте ще раз.',
  },
  invalid_credentials: {
    en: 'Invalid e-mail or password.',
    pl: 'Nieprawidłowy e-mail lub hasło.',
    no: 'Ugyldig e-post eller passord.',
    ua: 'Невірна електронна пошта або пароль.',
  },
  email_taken: {
    en: 'An account with this e-mail already exists.',
    pl: 'Konto z tym adresem e-mail już istnieje.',
    no: 'Det finnes allerede en konto med denne e-postadressen.',
    ua: 'Обліковий запис з цією електронною поштою вже існує.',
  },
  invalid_token: {
    en: 'The link is invalid or has expired.',
    pl: 'Link jest nieprawidłowy lub wygasł.',
    no: 'Lenken er ugyldig eller har utløpt.',
    ua: 'Посилання недійсне або застаріло.',
  },
  invalid_current_password: {
    en: 'The current password is incorrect.',
    pl: 'Obecne hasło jest nieprawidłowe.',
    no: 'Nåværende passord er feil.',
    ua: 'Поточний пароль невірний.',
  },
  required_consents_validation_err: {
    en: 'Please accept the required consents.',
    pl: 'Zaakceptuj wymagane zgody.',
    no: 'Vennligst godta de påkrevde samtykkene.',
    ua: 'Будь ласка, прийміть обовʼязкові згоди.',
  },
  invalid_phone: {
    en: 'Invalid phone number.',
    pl: 'Nieprawidłowy numer telefonu.',
    no: 'Ugyldig telefonnummer.',
    ua: 'Невірний номер телефону.',
  },
  login_successfully: {
    en: 'You are signed in.',
    pl: 'Zalogowano pomyślnie.',
    no: 'Du er logget inn.',
    ua: 'Ви успішно увійшли.',
  },
  save_success: {
    en: 'Saved.',
    pl: 'Zapisano.',
    no: 'Lagret.',
    ua: 'Збережено.',
  },
  password_changed_successfully: {
    en: 'Your password has been changed.',
    pl: 'Hasło zostało zmienione.',
    no: 'Passordet er endret.',
    ua: 'Пароль змінено.',
  },
  password_change_mail_sended: {
    en: 'If an account exists for this e-mail, we have sent a link to set a new password.',
    pl: 'Jeśli konto z tym adresem istnieje, wysłaliśmy link do ustawienia nowego hasła.',
    no: 'Hvis det finnes en konto for denne e-posten, har vi sendt en lenke for å sette nytt passord.',
    ua: 'Якщо обліковий запис з цією поштою існує, ми надіслали посилання для зміни пароля.',
  },
  mail_confirmation_thank_you: {
    en: 'Thank you, your e-mail address is confirmed.',
    pl: 'Dziękujemy, Twój adres e-mail został potwierdzony.',
    no: 'Takk, e-postadressen din er bekreftet.',
    ua: 'Дякуємо, вашу електронну адресу підтверджено.',
  },
  confirmation_mail_resent: {
    en: 'We have sent the confirmation e-mail again.',
    pl: 'Ponownie wysłaliśmy e-mail z potwierdzeniem.',
    no: 'Vi har sendt bekreftelses-e-posten på nytt.',
    ua: 'Ми повторно надіслали лист для підтвердження.',
  },
  email_already_confirmed: {
    en: 'Your e-mail address is already confirmed.',
    pl: 'Twój adres e-mail jest już potwierdzony.',
    no: 'E-postadressen din er allerede bekreftet.',
    ua: 'Вашу електронну адресу вже підтверджено.',
  },
  client_register_success: {
    en: 'Your company account has been created. Please confirm your e-mail and sign in.',
    pl: 'Konto firmowe zostało utworzone. Potwierdź e-mail i zaloguj się.',
    no: 'Firmakontoen er opprettet. Bekreft e-posten din og logg inn.',
    ua: 'Обліковий запис компанії створено. Підтвердіть пошту та увійдіть.',
  },
  account_delete_mail_sended: {
    en: 'We have sent you an e-mail with a link to confirm the deletion of your account.',
    pl: 'Wysłaliśmy e-mail z linkiem potwierdzającym usunięcie konta.',
    no: 'Vi har sendt deg en e-post med en lenke for å bekrefte sletting av kontoen.',
    ua: 'Ми надіслали лист із посиланням для підтвердження видалення облікового запису.',
  },
  account_deleted: {
    en: 'Your account has been deleted.',
    pl: 'Twoje konto zostało usunięte.',
    no: 'Kontoen din er slettet.',
    ua: 'Ваш обліковий запис видалено.',
  },
  contact_message_sent: {
    en: 'Thank you, we have received your message.',
    pl: 'Dziękujemy, otrzymaliśmy Twoją wiadomość.',
    no: 'Takk, vi har mottatt meldingen din.',
    ua: 'Дякуємо, ми отримали ваше повідомлення.',
  },
  phone_valid: {
    en: 'The phone number is valid.',
    pl: 'Numer telefonu jest prawidłowy.',
    no: 'Telefonnummeret er gyldig.',
    ua: 'Номер телефону правильний.',
  },
  candidate_login_maintenance: {
    en: 'Candidate sign-in is temporarily unavailable because of maintenance.',
    pl: 'Logowanie kandydatów jest chwilowo niedostępne z powodu prac technicznych.',
    no: 'Innlogging for kandidater er midlertidig utilgjengelig på grunn av vedlikehold.',
    ua: 'Вхід для кандидатів тимчасово недоступний через технічні роботи.',
  },
  wizard_step_not_reached: {
    en: 'Please complete the previous steps of the wizard first.',
    pl: 'Najpierw uzupełnij poprzednie kroki kreatora.',
    no: 'Fullfør de forrige stegene i veiviseren først.',
    ua: 'Спочатку заповніть попередні кроки майстра.',
  },
  file_type_not_allowed: {
    en: 'This type of file is not accepted. Please upload a JPG, PNG, PDF, DOC or DOCX file.',
    pl: 'Ten typ pliku nie jest akceptowany. Prześlij plik JPG, PNG, PDF, DOC lub DOCX.',
    no: 'Denne filtypen godtas ikke. Last opp en JPG-, PNG-, PDF-, DOC- eller DOCX-fil.',
    ua: 'Цей тип файлу не приймається. Завантажте файл JPG, PNG, PDF, DOC або DOCX.',
  },
  file_too_large: {
    en: 'The file is larger than allowed.',
    pl: 'Plik przekracza dozwolony rozmiar.',
    no: 'Filen er større enn tillatt.',
    ua: 'Файл перевищує допустимий розмір.',
  },
  invalid_code: {
    en: 'The code is incorrect.',
    pl: 'Kod jest nieprawidłowy.',
    no: 'Koden er feil.',
    ua: 'Код неправильний.',
  },
  code_expired: {
    en: 'The code has expired. Please ask for a new one.',
    pl: 'Kod wygasł. Poproś o nowy.',
    no: 'Koden har utløpt. Be om en ny.',
    ua: 'Термін дії коду минув. Попросіть новий.',
  },
  too_many_attempts: {
    en: 'Too many wrong codes. Please ask for a new one.',
    pl: 'Zbyt wiele błędnych prób. Poproś o nowy kod.',
    no: 'For mange feil koder. Be om en ny.',
    ua: 'Забагато невдалих спроб. Попросіть новий код.',
  },
  phone_verify_success: {
    en: 'Your phone number is verified.',
    pl: 'Numer telefonu został zweryfikowany.',
    no: 'Telefonnummeret ditt er bekreftet.',
    ua: 'Ваш номер телефону підтверджено.',
  },
  resend_sms_success: {
    en: 'We have sent you a text message with the code.',
    pl: 'Wysłaliśmy SMS z kodem.',
    no: 'Vi har sendt deg en SMS med koden.',
    ua: 'Ми надіслали вам SMS з кодом.',
  },
  resend_sms_error: {
    en: 'A new code can be sent in a minute. Please wait a moment.',
    pl: 'Nowy kod można wysłać za minutę. Odczekaj chwilę.',
    no: 'En ny kode kan sendes om ett minutt. Vent litt.',
    ua: 'Новий код можна надіслати через хвилину. Зачекайте трохи.',
  },
  phone_already_confirmed: {
    en: 'This phone number is already verified.',
    pl: 'Ten numer telefonu jest już zweryfikowany.',
    no: 'Dette telefonnummeret er allerede bekreftet.',
    ua: 'Цей номер телефону вже підтверджено.',
  },
  // Employer offers and brands (employer-side.md 4, 8).
  offer_cannot_be_edited: {
    en: 'This offer can no longer be edited in its current status.',
    pl: 'Tej oferty nie można już edytować w jej obecnym statusie.',
    no: 'Denne annonsen kan ikke lenger redigeres i nåværende status.',
    ua: 'Цю пропозицію більше не можна редагувати в її поточному статусі.',
  },
  offer_cannot_be_approved: {
    en: 'Only a draft offer or an offer in verification can be approved.',
    pl: 'Zatwierdzić można tylko ofertę roboczą lub ofertę w weryfikacji.',
    no: 'Bare et utkast eller en annonse under kontroll kan godkjennes.',
    ua: 'Затвердити можна лише чернетку або пропозицію на перевірці.',
  },
  offer_cannot_be_published: {
    en: 'Only an offer that is ready for publication can be published.',
    pl: 'Opublikować można tylko ofertę gotową do publikacji.',
    no: 'Bare en annonse som er klar til publisering, kan publiseres.',
    ua: 'Опублікувати можна лише пропозицію, готову до публікації.',
  },
  offer_cannot_be_withdrawn: {
    en: 'Only an active offer can be withdrawn.',
    pl: 'Wycofać można tylko aktywną ofertę.',
    no: 'Bare en aktiv annonse kan trekkes tilbake.',
    ua: 'Відкликати можна лише активну пропозицію.',
  },
  offer_cannot_be_archived: {
    en: 'This offer is already archived or withdrawn and cannot be archived.',
    pl: 'Ta oferta jest już zarchiwizowana lub wycofana i nie można jej zarchiwizować.',
    no: 'Denne annonsen er allerede arkivert eller trukket tilbake og kan ikke arkiveres.',
    ua: 'Ця пропозиція вже в архіві або відкликана, її не можна архівувати.',
  },
  offer_publication_requires_payment: {
    en: 'Publishing this offer requires a paid order.',
    pl: 'Publikacja tej oferty wymaga opłaconego zamówienia.',
    no: 'Publisering av denne annonsen krever en betalt bestilling.',
    ua: 'Для публікації цієї пропозиції потрібне оплачене замовлення.',
  },
  main_brand_cannot_be_deleted: {
    en: 'The main brand cannot be deleted.',
    pl: 'Nie można usunąć marki głównej.',
    no: 'Hovedmerkevaren kan ikke slettes.',
    ua: 'Основний бренд не можна видалити.',
  },
  brand_added: {
    en: 'The brand has been added.',
    pl: 'Marka została dodana.',
    no: 'Merkevaren er lagt til.',
    ua: 'Бренд додано.',
  },
  brand_saved: {
    en: 'The brand has been saved.',
    pl: 'Marka została zapisana.',
    no: 'Merkevaren er lagret.',
    ua: 'Бренд збережено.',
  },
  brand_deleted: {
    en: 'The brand has been deleted.',
    pl: 'Marka została usunięta.',
    no: 'Merkevaren er slettet.',
    ua: 'Бренд видалено.',
  },
  // --- Security hardening (issue 9): account limits, SMS budgets, common passwords ---
  common_password: {
    en: 'This password is one of the most common ones and easy to guess. Please choose another.',
    pl: 'To hasło należy do najczęściej używanych i łatwo je odgadnąć. Wybierz inne.',
    no: 'Dette passordet er blant de vanligste og lett å gjette. Velg et annet.',
    ua: 'Цей пароль — один із найпоширеніших, його легко вгадати. Оберіть інший.',
  },
  too_many_sign_in_attempts: {
    en: 'Too many failed sign-ins to this account. Try again in a few minutes or reset your password.',
    pl: 'Zbyt wiele nieudanych prób logowania na to konto. Spróbuj ponownie za kilka minut lub zresetuj hasło.',
    no: 'For mange mislykkede innlogginger på denne kontoen. Prøv igjen om noen minutter, eller tilbakestill passordet.',
    ua: 'Забагато невдалих спроб входу в цей обліковий запис. Спробуйте за кілька хвилин або відновіть пароль.',
  },
  too_many_password_attempts: {
    en: 'The current password was wrong too many times. Try again in a few minutes.',
    pl: 'Obecne hasło zostało podane błędnie zbyt wiele razy. Spróbuj ponownie za kilka minut.',
    no: 'Nåværende passord ble oppgitt feil for mange ganger. Prøv igjen om noen minutter.',
    ua: 'Поточний пароль введено неправильно забагато разів. Спробуйте за кілька хвилин.',
  },
  sms_account_hourly_limit: {
    en: 'You have asked for 5 codes within an hour. Please wait before asking for another.',
    pl: 'W ciągu godziny poprosiłeś już o 5 kodów. Odczekaj chwilę, zanim poprosisz o kolejny.',
    no: 'Du har bedt om 5 koder i løpet av en time. Vent litt før du ber om en ny.',
    ua: 'Протягом години ви вже запросили 5 кодів. Зачекайте, перш ніж просити новий.',
  },
  sms_account_daily_limit: {
    en: 'You have asked for 10 codes within 24 hours, the daily limit. Please try again tomorrow.',
    pl: 'W ciągu 24 godzin poprosiłeś o 10 kodów, czyli dzienny limit. Spróbuj ponownie jutro.',
    no: 'Du har bedt om 10 koder i løpet av 24 timer, som er grensen per døgn. Prøv igjen i morgen.',
    ua: 'За 24 години ви запросили 10 кодів — це денний ліміт. Спробуйте завтра.',
  },
  sms_number_daily_limit: {
    en: 'This number has received 5 codes within 24 hours, the daily limit. Please try again tomorrow.',
    pl: 'Na ten numer wysłano w ciągu 24 godzin 5 kodów, czyli dzienny limit. Spróbuj ponownie jutro.',
    no: 'Dette nummeret har fått 5 koder i løpet av 24 timer, som er grensen per døgn. Prøv igjen i morgen.',
    ua: 'На цей номер за 24 години надіслано 5 кодів — це денний ліміт. Спробуйте завтра.',
  },
  sms_global_limit: {
    en: 'We cannot send text messages right now. Please try again later.',
    pl: 'Nie możemy teraz wysyłać SMS-ów. Spróbuj ponownie później.',
    no: 'Vi kan ikke sende SMS akkurat nå. Prøv igjen senere.',
    ua: 'Зараз ми не можемо надсилати SMS. Спробуйте пізніше.',
  },
  // --- end of the security hardening block ---
};

export function translate(key: string, locale: Locale): string {
  return catalogue[key]?.[locale] ?? catalogue[key]?.en ?? key;
}

export function hasMessage(key: string): boolean {
  return key in catalogue;
}

export const MESSAGE_KEYS = Object.keys(catalogue);
export const messageCatalogue: Readonly<Catalogue> = catalogue;
