import type { LocalizedStaticDocument } from './types.ts';

const en = `<p><strong>Effective date:</strong> 1 November 2026</p>
<h2>1. About this policy</h2>
<p>This policy explains which cookies and similar technologies are used on the Trades Marketplace platform, operated by Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Poland. It applies to candidates, employers and visitors who are not logged in. Questions can be sent to <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<h2>2. What cookies and local storage are</h2>
<p>A cookie is a small text file that a website saves in your browser and reads on later visits. Local storage is a similar mechanism that keeps small pieces of information in your browser, but it is not sent to our servers with every request. Both stay on your device until they expire or you delete them.</p>
<h2>3. What we use</h2>
<p>We use only <strong>strictly necessary</strong> cookies and local storage entries, all set by the platform itself. Without them it would not be possible to log in, keep you logged in or remember the language you chose.</p>
<h3>Session cookies</h3>
<ul>
<li><strong>token</strong> – contains the access token that identifies your logged-in session, so that pages and data of your account can be loaded. It is set when you log in, kept for up to 30 days and removed when you log out.</li>
<li><strong>refresh</strong> – contains the refresh token that lets the platform renew your session without asking for your password again. It is kept for up to 30 days and removed when you log out.</li>
</ul>
<p>Neither cookie contains your password. The tokens are valid only for our platform and cannot be used to track you on other websites.</p>
<h3>Local storage</h3>
<ul>
<li><strong>Language (locale)</strong> – remembers whether you use the Polish, English, Norwegian or Ukrainian version of the platform. It stays in your browser until you clear it. If you are logged in, your choice is also saved in your account.</li>
<li><strong>Cookie notice flag</strong> – records that you have seen and accepted the cookie notice, so that the banner is not shown on every page. It stays in your browser until you clear it.</li>
</ul>
<h2>4. What we do not use</h2>
<p>We do not use advertising cookies, cookies that build a profile of your interests, social media tracking pixels or cookies that follow you across other websites. We do not currently use analytics cookies either. If we decide to introduce any cookies that are not strictly necessary, we will ask for your consent before they are set and update this policy first.</p>
<p>When you pay for an order, you are redirected to the website of our payment provider. That website may use its own cookies, which are governed by the provider's policy, not by this one.</p>
<h2>5. Legal basis</h2>
<p>Under the Polish Electronic Communications Law and the Norwegian rules implementing the same EU requirements, storing information that is strictly necessary to provide a service you have requested does not require consent. Where the tokens are linked to your account, we process the related personal data to perform the contract with you (Art. 6(1)(b) GDPR) and to keep the platform secure (Art. 6(1)(f) GDPR). More information is available in the <a href="/documents/privacy-candidate">Privacy Policy for Candidates</a> and the <a href="/documents/privacy-client">Privacy Policy for Employers</a>.</p>
<h2>6. How to manage cookies</h2>
<p>You can view and delete cookies and local storage at any time in your browser settings, usually in the section on privacy or site data. In most browsers you can also block cookies for selected websites or use a private window, in which everything is deleted when the window is closed.</p>
<ul>
<li>Logging out removes the <strong>token</strong> and <strong>refresh</strong> cookies.</li>
<li>Deleting these cookies logs you out; blocking them makes it impossible to log in.</li>
<li>Clearing local storage resets the interface language to the default (English) and the cookie notice will appear again.</li>
</ul>
<p>Because we use only strictly necessary technologies, refusing them does not affect any advertising – it only limits the functions of the platform that need a logged-in session.</p>
<h2>7. Changes</h2>
<p>We will update this policy whenever we change the cookies we use, stating the new effective date at the top.</p>`;

const pl = `<p><strong>Data wejścia w życie:</strong> 1 listopada 2026 r.</p>
<h2>1. O tej polityce</h2>
<p>Polityka wyjaśnia, jakie pliki cookies i podobne technologie są używane na platformie Trades Marketplace, prowadzonej przez Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polska. Dotyczy kandydatów, pracodawców oraz niezalogowanych odwiedzających. Pytania można kierować na <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<h2>2. Czym są pliki cookies i pamięć lokalna</h2>
<p>Plik cookie to niewielki plik tekstowy, który strona zapisuje w przeglądarce i odczytuje przy kolejnych wizytach. Pamięć lokalna (local storage) to podobny mechanizm przechowujący drobne informacje w przeglądarce, ale nie są one wysyłane do naszych serwerów z każdym żądaniem. Jedno i drugie pozostaje na Twoim urządzeniu, dopóki nie wygaśnie lub go nie usuniesz.</p>
<h2>3. Czego używamy</h2>
<p>Używamy wyłącznie <strong>niezbędnych</strong> plików cookies i wpisów w pamięci lokalnej, ustawianych przez samą platformę. Bez nich nie dałoby się zalogować, utrzymać zalogowania ani zapamiętać wybranego języka.</p>
<h3>Pliki cookies sesji</h3>
<ul>
<li><strong>token</strong> – zawiera token dostępu identyfikujący Twoją zalogowaną sesję, dzięki czemu mogą się ładować strony i dane Twojego konta. Jest ustawiany przy logowaniu, przechowywany do 30 dni i usuwany przy wylogowaniu.</li>
<li><strong>refresh</strong> – zawiera token odświeżający, który pozwala platformie przedłużyć sesję bez ponownego pytania o hasło. Jest przechowywany do 30 dni i usuwany przy wylogowaniu.</li>
</ul>
<p>Żaden z tych plików nie zawiera Twojego hasła. Tokeny działają wyłącznie na naszej platformie i nie mogą służyć do śledzenia Cię na innych stronach.</p>
<h3>Pamięć lokalna</h3>
<ul>
<li><strong>Język (locale)</strong> – zapamiętuje, czy korzystasz z polskiej, angielskiej, norweskiej czy ukraińskiej wersji platformy. Pozostaje w przeglądarce, dopóki go nie wyczyścisz. Jeśli jesteś zalogowany, wybór zapisujemy też na Twoim koncie.</li>
<li><strong>Znacznik komunikatu o cookies</strong> – zapisuje, że komunikat o cookies został wyświetlony i zaakceptowany, aby baner nie pojawiał się na każdej stronie. Pozostaje w przeglądarce, dopóki go nie wyczyścisz.</li>
</ul>
<h2>4. Czego nie używamy</h2>
<p>Nie używamy plików cookies reklamowych, plików budujących profil Twoich zainteresowań, pikseli śledzących serwisów społecznościowych ani plików śledzących Cię na innych stronach. Obecnie nie używamy też plików analitycznych. Jeśli zdecydujemy się wprowadzić pliki, które nie są niezbędne, najpierw zaktualizujemy tę politykę i poprosimy o Twoją zgodę, zanim zostaną zapisane.</p>
<p>Płacąc za zamówienie, zostajesz przekierowany na stronę naszego operatora płatności. Ta strona może używać własnych plików cookies, które podlegają polityce operatora, a nie tej polityce.</p>
<h2>5. Podstawa prawna</h2>
<p>Zgodnie z ustawą – Prawo komunikacji elektronicznej oraz norweskimi przepisami wdrażającymi te same wymogi UE przechowywanie informacji niezbędnych do świadczenia usługi, o którą prosisz, nie wymaga zgody. Gdy tokeny są powiązane z Twoim kontem, przetwarzamy związane z nimi dane osobowe w celu wykonania umowy (art. 6 ust. 1 lit. b RODO) i zapewnienia bezpieczeństwa platformy (art. 6 ust. 1 lit. f RODO). Więcej informacji znajdziesz w <a href="/documents/privacy-candidate">Polityce prywatności dla kandydatów</a> i <a href="/documents/privacy-client">Polityce prywatności dla pracodawców</a>.</p>
<h2>6. Jak zarządzać plikami cookies</h2>
<p>Pliki cookies i pamięć lokalną możesz w każdej chwili przejrzeć i usunąć w ustawieniach przeglądarki, zwykle w sekcji dotyczącej prywatności lub danych witryn. W większości przeglądarek możesz też blokować pliki cookies dla wybranych stron albo korzystać z okna prywatnego, w którym wszystko jest usuwane po jego zamknięciu.</p>
<ul>
<li>Wylogowanie usuwa pliki <strong>token</strong> i <strong>refresh</strong>.</li>
<li>Usunięcie tych plików wylogowuje Cię, a ich zablokowanie uniemożliwia zalogowanie.</li>
<li>Wyczyszczenie pamięci lokalnej przywraca domyślny język interfejsu (angielski), a komunikat o cookies pojawi się ponownie.</li>
</ul>
<p>Ponieważ używamy wyłącznie niezbędnych technologii, ich odrzucenie nie wpływa na żadne reklamy – ogranicza jedynie funkcje platformy wymagające zalogowanej sesji.</p>
<h2>7. Zmiany</h2>
<p>Zaktualizujemy tę politykę przy każdej zmianie używanych plików cookies, podając na górze nową datę wejścia w życie.</p>`;

const no = `<p><strong>Gjelder fra:</strong> 1. november 2026</p>
<h2>1. Om denne erklæringen</h2>
<p>Erklæringen forklarer hvilke informasjonskapsler (cookies) og lignende teknologier som brukes på plattformen Trades Marketplace, som drives av Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polen. Den gjelder kandidater, arbeidsgivere og besøkende som ikke er innlogget. Spørsmål kan sendes til <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<h2>2. Hva informasjonskapsler og lokal lagring er</h2>
<p>En informasjonskapsel er en liten tekstfil som et nettsted lagrer i nettleseren og leser ved senere besøk. Lokal lagring (local storage) er en lignende mekanisme som oppbevarer små opplysninger i nettleseren, men som ikke sendes til serverne våre ved hver forespørsel. Begge blir liggende på enheten din til de utløper eller du sletter dem.</p>
<h2>3. Hva vi bruker</h2>
<p>Vi bruker bare <strong>strengt nødvendige</strong> informasjonskapsler og oppføringer i lokal lagring, og alle settes av plattformen selv. Uten dem ville det ikke vært mulig å logge inn, forbli innlogget eller huske språket du har valgt.</p>
<h3>Øktkapsler</h3>
<ul>
<li><strong>token</strong> – inneholder tilgangstokenet som identifiserer den innloggede økten din, slik at sider og data i kontoen din kan lastes. Den settes når du logger inn, lagres i opptil 30 dager og fjernes når du logger ut.</li>
<li><strong>refresh</strong> – inneholder fornyelsestokenet som lar plattformen forlenge økten uten å be om passordet på nytt. Den lagres i opptil 30 dager og fjernes når du logger ut.</li>
</ul>
<p>Ingen av kapslene inneholder passordet ditt. Tokenene gjelder bare for vår plattform og kan ikke brukes til å spore deg på andre nettsteder.</p>
<h3>Lokal lagring</h3>
<ul>
<li><strong>Språk (locale)</strong> – husker om du bruker den polske, engelske, norske eller ukrainske versjonen av plattformen. Den ligger i nettleseren til du sletter den. Er du innlogget, lagres valget også i kontoen din.</li>
<li><strong>Merke for informasjonskapselvarselet</strong> – registrerer at du har sett og godtatt varselet om informasjonskapsler, slik at banneret ikke vises på hver side. Det ligger i nettleseren til du sletter det.</li>
</ul>
<h2>4. Hva vi ikke bruker</h2>
<p>Vi bruker ikke reklamekapsler, kapsler som bygger en profil av interessene dine, sporingspiksler fra sosiale medier eller kapsler som følger deg på andre nettsteder. Vi bruker heller ikke analysekapsler i dag. Dersom vi bestemmer oss for å ta i bruk kapsler som ikke er strengt nødvendige, oppdaterer vi først denne erklæringen og ber om samtykket ditt før de settes.</p>
<p>Når du betaler for en bestilling, sendes du videre til nettstedet til betalingsleverandøren vår. Det nettstedet kan bruke egne informasjonskapsler, som reguleres av leverandørens retningslinjer og ikke av denne erklæringen.</p>
<h2>5. Rettslig grunnlag</h2>
<p>Etter polsk lov om elektronisk kommunikasjon og de norske reglene i ekomloven som gjennomfører de samme EU-kravene, krever lagring av informasjon som er strengt nødvendig for å levere en tjeneste du har bedt om, ikke samtykke. Når tokenene er knyttet til kontoen din, behandler vi de tilhørende personopplysningene for å oppfylle avtalen med deg (art. 6 nr. 1 bokstav b GDPR) og for å holde plattformen sikker (art. 6 nr. 1 bokstav f GDPR). Mer informasjon står i <a href="/documents/privacy-candidate">personvernerklæringen for kandidater</a> og <a href="/documents/privacy-client">personvernerklæringen for arbeidsgivere</a>.</p>
<h2>6. Slik styrer du informasjonskapsler</h2>
<p>Du kan når som helst se og slette informasjonskapsler og lokal lagring i innstillingene i nettleseren, vanligvis under personvern eller nettstedsdata. I de fleste nettlesere kan du også blokkere kapsler for utvalgte nettsteder eller bruke et privat vindu, der alt slettes når vinduet lukkes.</p>
<ul>
<li>Når du logger ut, fjernes kapslene <strong>token</strong> og <strong>refresh</strong>.</li>
<li>Sletter du disse kapslene, blir du logget ut; blokkerer du dem, kan du ikke logge inn.</li>
<li>Tømmer du lokal lagring, tilbakestilles språket til standardspråket (engelsk), og varselet om informasjonskapsler vises igjen.</li>
</ul>
<p>Siden vi bare bruker strengt nødvendige teknologier, påvirker det ingen reklame om du avslår dem – det begrenser bare de funksjonene på plattformen som krever en innlogget økt.</p>
<h2>7. Endringer</h2>
<p>Vi oppdaterer erklæringen hver gang vi endrer hvilke informasjonskapsler vi bruker, og angir den nye datoen øverst.</p>`;

const ua = `<p><strong>Дата набрання чинності:</strong> 1 листопада 2026 року</p>
<h2>1. Про цю політику</h2>
<p>Ця політика пояснює, які файли cookie та подібні технології використовуються на платформі Trades Marketplace, якою керує Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Польща. Вона стосується кандидатів, роботодавців і відвідувачів, які не увійшли в систему. Запитання надсилайте на <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<h2>2. Що таке файли cookie та локальне сховище</h2>
<p>Файл cookie — це невеликий текстовий файл, який сайт зберігає у вашому браузері та зчитує під час наступних відвідувань. Локальне сховище (local storage) — подібний механізм, що зберігає невеликі відомості в браузері, але вони не надсилаються на наші сервери з кожним запитом. І те, і інше залишається на вашому пристрої, доки не закінчиться строк дії або ви їх не видалите.</p>
<h2>3. Що ми використовуємо</h2>
<p>Ми використовуємо лише <strong>суворо необхідні</strong> файли cookie та записи в локальному сховищі, які встановлює сама платформа. Без них неможливо було б увійти, залишатися в системі чи запам’ятати обрану мову.</p>
<h3>Сесійні файли cookie</h3>
<ul>
<li><strong>token</strong> – містить токен доступу, що ідентифікує вашу сесію після входу, щоб завантажувалися сторінки й дані вашого облікового запису. Встановлюється під час входу, зберігається до 30 днів і видаляється під час виходу.</li>
<li><strong>refresh</strong> – містить токен оновлення, який дає платформі змогу продовжити сесію без повторного запиту пароля. Зберігається до 30 днів і видаляється під час виходу.</li>
</ul>
<p>Жоден із цих файлів не містить вашого пароля. Токени дійсні лише на нашій платформі й не можуть використовуватися для стеження за вами на інших сайтах.</p>
<h3>Локальне сховище</h3>
<ul>
<li><strong>Мова (locale)</strong> – запам’ятовує, чи ви користуєтеся польською, англійською, норвезькою чи українською версією платформи. Зберігається в браузері, доки ви його не очистите. Якщо ви увійшли в систему, вибір також зберігається у вашому обліковому записі.</li>
<li><strong>Позначка про повідомлення щодо cookie</strong> – фіксує, що ви бачили та прийняли повідомлення про файли cookie, щоб банер не з’являвся на кожній сторінці. Зберігається в браузері, доки ви його не очистите.</li>
</ul>
<h2>4. Чого ми не використовуємо</h2>
<p>Ми не використовуємо рекламних файлів cookie, файлів, що створюють профіль ваших інтересів, пікселів відстеження соціальних мереж або файлів, які стежать за вами на інших сайтах. Наразі ми також не використовуємо аналітичних файлів cookie. Якщо ми вирішимо запровадити файли, які не є суворо необхідними, ми спершу оновимо цю політику та попросимо вашої згоди до їх встановлення.</p>
<p>Під час оплати замовлення вас перенаправляють на сайт нашого платіжного оператора. Цей сайт може використовувати власні файли cookie, які регулюються політикою оператора, а не цією політикою.</p>
<h2>5. Правова підстава</h2>
<p>Відповідно до польського Закону про електронні комунікації та норвезьких правил, що впроваджують ті самі вимоги ЄС, зберігання інформації, суворо необхідної для надання послуги, яку ви запитали, не потребує згоди. Коли токени пов’язані з вашим обліковим записом, ми обробляємо пов’язані з ними персональні дані для виконання договору з вами (ст. 6(1)(b) GDPR) та для захисту платформи (ст. 6(1)(f) GDPR). Більше інформації наведено в <a href="/documents/privacy-candidate">Політиці конфіденційності для кандидатів</a> і <a href="/documents/privacy-client">Політиці конфіденційності для роботодавців</a>.</p>
<h2>6. Як керувати файлами cookie</h2>
<p>Ви можете будь-коли переглянути й видалити файли cookie та дані локального сховища в налаштуваннях браузера, зазвичай у розділі про конфіденційність або дані сайтів. У більшості браузерів можна також блокувати файли cookie для окремих сайтів або користуватися приватним вікном, у якому все видаляється після його закриття.</p>
<ul>
<li>Вихід із системи видаляє файли <strong>token</strong> і <strong>refresh</strong>.</li>
<li>Видалення цих файлів завершує вашу сесію, а їх блокування унеможливлює вхід.</li>
<li>Очищення локального сховища повертає стандартну мову інтерфейсу (англійську), а повідомлення про файли cookie з’явиться знову.</li>
</ul>
<p>Оскільки ми використовуємо лише суворо необхідні технології, відмова від них не впливає на жодну рекламу – вона лише обмежує функції платформи, для яких потрібна активна сесія.</p>
<h2>7. Зміни</h2>
<p>Ми оновлюватимемо цю політику щоразу, коли змінюватимемо файли cookie, які використовуємо, і зазначатимемо вгорі нову дату набрання чинності.</p>`;

export const cookiesPolicy: LocalizedStaticDocument = {
  pl: { title: 'Polityka plików cookies', html: pl },
  en: { title: 'Cookie Policy', html: en },
  no: { title: 'Erklæring om informasjonskapsler', html: no },
  ua: { title: 'Політика щодо файлів cookie', html: ua },
};
