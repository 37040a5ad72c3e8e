import type { LocalizedStaticDocument } from './types.ts';

const en = `<p><strong>Effective date:</strong> 1 November 2026</p>
<h2>1. Controller</h2>
<p>The controller of your personal data is Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Poland. In all matters concerning your data, including the exercise of your rights, write to <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a> or to our postal address marked “Personal data”. This policy explains how we process the data of candidates in accordance with Regulation (EU) 2016/679 (GDPR).</p>
<h2>2. Data we process</h2>
<ul>
<li><strong>Contact and account data:</strong> first and last name, e-mail address, phone number, preferred contact hours, password (stored only as a one-way hash), interface language and the consents you give.</li>
<li><strong>Profile data:</strong> date of birth, sex, nationality, native language, home country, foreign languages, professions, skills, preferred work locations, salary expectations, work systems, contract types and availability.</li>
<li><strong>Work history:</strong> experience in each profession, previous jobs and references you choose to enter.</li>
<li><strong>Certificates and documents:</strong> qualifications, licences, permits and the files you upload to confirm them.</li>
<li><strong>Activity data:</strong> applications, offers matched to you, recruitment stages set by employers, and technical data such as IP address, login times and error logs.</li>
</ul>
<p>We do not ask for data about health, religion, political opinions or other special categories. If a document you upload contains such data, for example a medical fitness certificate required for a job, we process it only on the basis of your explicit consent (Art. 9(2)(a) GDPR), which you can withdraw by deleting the file.</p>
<h2>3. Purposes and legal bases</h2>
<ul>
<li>Running your account, building and displaying your profile, matching offers and handling applications – <strong>Art. 6(1)(b) GDPR</strong>, performance of the contract under the <a href="/documents/terms-candidate">Terms of Service for Candidates</a>.</li>
<li>Optional communications, such as news about the platform, and any optional consent ticked in your settings – <strong>Art. 6(1)(a) GDPR</strong>, consent that you may withdraw at any time without affecting earlier processing.</li>
<li>Keeping records of consents, answering authorities and other duties imposed by law – <strong>Art. 6(1)(c) GDPR</strong>.</li>
<li>Securing the platform, preventing fraud and fake offers, handling complaints and contact messages, improving the matching tool and establishing or defending legal claims – <strong>Art. 6(1)(f) GDPR</strong>, our legitimate interests.</li>
</ul>
<p>Providing data is voluntary, but without contact data and a basic profile we cannot provide the service. The fit score shown to employers is calculated automatically, but it is only a suggestion: decisions about you are made by people on the employer's side, so no decision is based solely on automated processing within the meaning of Art. 22 GDPR.</p>
<h2>4. Recipients</h2>
<ul>
<li><strong>Employers</strong> who find your profile when searching, to whose offers you apply or who buy your profile. Your contact details are visible only in the employer panel. An employer that receives your data becomes a separate controller and must inform you about its own processing.</li>
<li><strong>Our service providers</strong> acting on our instructions under data processing agreements: hosting and database providers, e-mail delivery, IT support and backup services.</li>
<li><strong>Public authorities</strong>, such as courts or the police, when the law requires it.</li>
</ul>
<p>We do not sell your data to advertisers or data brokers.</p>
<h2>5. International transfers</h2>
<p>Your data is stored on servers in the European Economic Area (EEA). Employers using the platform are based mainly in Poland, Norway and other EEA countries. Norway is a member of the EEA, where the GDPR applies through the EEA Agreement, so sharing your profile with Norwegian employers does not require additional safeguards. If a transfer outside the EEA is ever necessary, we will rely only on an adequacy decision of the European Commission or on standard contractual clauses, and you may request a copy of those safeguards.</p>
<h2>6. Retention</h2>
<ul>
<li>Account and profile data: as long as your account exists. After you delete the account, we remove the data from live systems within 30 days, and backup copies are overwritten within a further 90 days.</li>
<li>Records of consents and of the deletion request: up to 3 years after deletion, to demonstrate compliance.</li>
<li>Security logs: 12 months.</li>
<li>Complaints and contact messages: 2 years after the matter is closed, or longer if a dispute is pending.</li>
</ul>
<h2>7. Your rights</h2>
<p>Under the GDPR you have the right to:</p>
<ul>
<li><strong>access</strong> your data and receive a copy of it (Art. 15);</li>
<li><strong>rectification</strong> of inaccurate data – most of it you can correct yourself in the profile wizard (Art. 16);</li>
<li><strong>erasure</strong> – deleting your account in the settings starts it automatically (Art. 17);</li>
<li><strong>restriction</strong> of processing (Art. 18);</li>
<li><strong>data portability</strong> – on request we send your profile data in a structured, machine-readable format (Art. 20);</li>
<li><strong>object</strong> to processing based on our legitimate interests (Art. 21);</li>
<li><strong>withdraw consent</strong> at any time, in the settings or by e-mail.</li>
</ul>
<p>We answer requests free of charge within one month; in complex cases this period may be extended by two months, and we will tell you why. You also have the right to lodge a complaint with the Polish supervisory authority, the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>, or with the authority of the EEA country where you live or work, for example Datatilsynet in Norway.</p>
<h2>8. Security and changes</h2>
<p>We use encrypted connections, hash passwords, limit staff access to what each role needs and keep logs of access to profiles. We will announce changes to this policy on the platform and, if they are significant, by e-mail before they take effect.</p>`;

const pl = `<p><strong>Data wejścia w życie:</strong> 1 listopada 2026 r.</p>
<h2>1. Administrator</h2>
<p>Administratorem Twoich danych osobowych jest Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polska. We wszystkich sprawach dotyczących danych, w tym realizacji Twoich praw, napisz na <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a> lub na nasz adres pocztowy z dopiskiem „Dane osobowe”. Polityka wyjaśnia, jak przetwarzamy dane kandydatów zgodnie z rozporządzeniem (UE) 2016/679 (RODO).</p>
<h2>2. Jakie dane przetwarzamy</h2>
<ul>
<li><strong>Dane kontaktowe i dane konta:</strong> imię i nazwisko, adres e-mail, numer telefonu, preferowane godziny kontaktu, hasło (przechowywane wyłącznie jako jednokierunkowy skrót), język interfejsu i udzielone zgody.</li>
<li><strong>Dane profilu:</strong> data urodzenia, płeć, obywatelstwo, język ojczysty, kraj zamieszkania, języki obce, zawody, umiejętności, preferowane miejsca pracy, oczekiwania finansowe, systemy pracy, rodzaje umów i dostępność.</li>
<li><strong>Historia zatrudnienia:</strong> doświadczenie w poszczególnych zawodach, wcześniejsze miejsca pracy i referencje, które zdecydujesz się podać.</li>
<li><strong>Certyfikaty i dokumenty:</strong> kwalifikacje, uprawnienia, zezwolenia oraz pliki przesłane na ich potwierdzenie.</li>
<li><strong>Dane o aktywności:</strong> aplikacje, dopasowane oferty, etapy rekrutacji nadane przez pracodawców, a także dane techniczne, takie jak adres IP, czas logowania i logi błędów.</li>
</ul>
<p>Nie prosimy o dane o zdrowiu, wyznaniu, poglądach politycznych ani inne dane szczególnych kategorii. Jeśli przesłany dokument zawiera takie dane, np. orzeczenie lekarskie wymagane do pracy, przetwarzamy je wyłącznie na podstawie Twojej wyraźnej zgody (art. 9 ust. 2 lit. a RODO), którą możesz wycofać, usuwając plik.</p>
<h2>3. Cele i podstawy prawne</h2>
<ul>
<li>Prowadzenie konta, tworzenie i wyświetlanie profilu, dopasowywanie ofert i obsługa aplikacji – <strong>art. 6 ust. 1 lit. b RODO</strong>, wykonanie umowy zawartej na podstawie <a href="/documents/terms-candidate">Regulaminu dla kandydatów</a>.</li>
<li>Nieobowiązkowa komunikacja, np. informacje o nowościach na platformie, oraz inne dobrowolne zgody zaznaczone w ustawieniach – <strong>art. 6 ust. 1 lit. a RODO</strong>, zgoda, którą możesz wycofać w każdej chwili bez wpływu na wcześniejsze przetwarzanie.</li>
<li>Ewidencja zgód, odpowiedzi na żądania organów i inne obowiązki prawne – <strong>art. 6 ust. 1 lit. c RODO</strong>.</li>
<li>Zabezpieczenie platformy, zapobieganie oszustwom i fałszywym ofertom, obsługa reklamacji i wiadomości, rozwój narzędzia dopasowania oraz ustalanie, dochodzenie i obrona roszczeń – <strong>art. 6 ust. 1 lit. f RODO</strong>, nasz prawnie uzasadniony interes.</li>
</ul>
<p>Podanie danych jest dobrowolne, ale bez danych kontaktowych i podstawowego profilu nie możemy świadczyć usługi. Wskaźnik dopasowania widoczny dla pracodawców jest obliczany automatycznie, ale stanowi jedynie sugestię: decyzje dotyczące Ciebie podejmują ludzie po stronie pracodawcy, więc żadna decyzja nie opiera się wyłącznie na zautomatyzowanym przetwarzaniu w rozumieniu art. 22 RODO.</p>
<h2>4. Odbiorcy danych</h2>
<ul>
<li><strong>Pracodawcy</strong>, którzy znajdą Twój profil w wyszukiwarce, na których oferty aplikujesz lub którzy kupią Twój profil. Dane kontaktowe są widoczne wyłącznie w panelu pracodawcy. Pracodawca, który otrzyma Twoje dane, staje się odrębnym administratorem i musi poinformować Cię o własnym przetwarzaniu.</li>
<li><strong>Nasi dostawcy usług</strong> działający na nasze polecenie na podstawie umów powierzenia: hosting i bazy danych, wysyłka e-maili, wsparcie IT i kopie zapasowe.</li>
<li><strong>Organy publiczne</strong>, np. sądy lub policja, gdy wymagają tego przepisy.</li>
</ul>
<p>Nie sprzedajemy Twoich danych reklamodawcom ani brokerom danych.</p>
<h2>5. Przekazywanie danych za granicę</h2>
<p>Twoje dane przechowujemy na serwerach w Europejskim Obszarze Gospodarczym (EOG). Pracodawcy korzystający z platformy mają siedziby głównie w Polsce, Norwegii i innych państwach EOG. Norwegia należy do EOG, w którym RODO obowiązuje na mocy Porozumienia o EOG, dlatego udostępnienie profilu norweskim pracodawcom nie wymaga dodatkowych zabezpieczeń. Jeśli kiedykolwiek konieczne będzie przekazanie danych poza EOG, oprzemy się wyłącznie na decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony lub na standardowych klauzulach umownych, a Ty możesz poprosić o kopię tych zabezpieczeń.</p>
<h2>6. Okres przechowywania</h2>
<ul>
<li>Dane konta i profilu: przez czas istnienia konta. Po usunięciu konta usuwamy dane z systemów produkcyjnych w ciągu 30 dni, a kopie zapasowe są nadpisywane w ciągu kolejnych 90 dni.</li>
<li>Ewidencja zgód i żądania usunięcia konta: do 3 lat od usunięcia, w celu wykazania zgodności z przepisami.</li>
<li>Logi bezpieczeństwa: 12 miesięcy.</li>
<li>Reklamacje i wiadomości: 2 lata od zamknięcia sprawy lub dłużej, jeśli toczy się spór.</li>
</ul>
<h2>7. Twoje prawa</h2>
<p>Na podstawie RODO masz prawo do:</p>
<ul>
<li><strong>dostępu</strong> do danych i otrzymania ich kopii (art. 15);</li>
<li><strong>sprostowania</strong> nieprawidłowych danych – większość z nich poprawisz samodzielnie w kreatorze profilu (art. 16);</li>
<li><strong>usunięcia danych</strong> – usunięcie konta w ustawieniach automatycznie je uruchamia (art. 17);</li>
<li><strong>ograniczenia</strong> przetwarzania (art. 18);</li>
<li><strong>przenoszenia danych</strong> – na żądanie prześlemy dane profilu w ustrukturyzowanym formacie nadającym się do odczytu maszynowego (art. 20);</li>
<li><strong>sprzeciwu</strong> wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21);</li>
<li><strong>wycofania zgody</strong> w każdej chwili, w ustawieniach lub e-mailem.</li>
</ul>
<p>Na żądania odpowiadamy bezpłatnie w ciągu miesiąca; w sprawach złożonych termin ten może zostać przedłużony o dwa miesiące, o czym poinformujemy Cię z podaniem przyczyny. Masz też prawo wnieść skargę do polskiego organu nadzorczego – Prezesa Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a> – lub do organu państwa EOG, w którym mieszkasz lub pracujesz, np. Datatilsynet w Norwegii.</p>
<h2>8. Bezpieczeństwo i zmiany</h2>
<p>Stosujemy szyfrowane połączenia, przechowujemy hasła w postaci skrótów, ograniczamy dostęp pracowników do zakresu potrzebnego w danej roli i rejestrujemy dostęp do profili. O zmianach polityki poinformujemy na platformie, a o istotnych zmianach – także e-mailem przed ich wejściem w życie.</p>`;

const no = `<p><strong>Gjelder fra:</strong> 1. november 2026</p>
<h2>1. Behandlingsansvarlig</h2>
<p>Behandlingsansvarlig for personopplysningene dine er Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polen. I alle spørsmål om opplysningene dine, også når du vil bruke rettighetene dine, kan du skrive til <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a> eller til postadressen vår merket «Personopplysninger». Denne erklæringen forklarer hvordan vi behandler kandidaters opplysninger i samsvar med forordning (EU) 2016/679 (personvernforordningen, GDPR).</p>
<h2>2. Hvilke opplysninger vi behandler</h2>
<ul>
<li><strong>Kontakt- og kontoopplysninger:</strong> fornavn og etternavn, e-postadresse, telefonnummer, foretrukne kontakttider, passord (lagres bare som en enveis hash), språk i grensesnittet og samtykkene du gir.</li>
<li><strong>Profilopplysninger:</strong> fødselsdato, kjønn, statsborgerskap, morsmål, hjemland, fremmedspråk, yrker, ferdigheter, foretrukne arbeidssteder, lønnsforventninger, arbeidsordninger, kontraktstyper og tilgjengelighet.</li>
<li><strong>Arbeidserfaring:</strong> erfaring i hvert yrke, tidligere arbeidsforhold og referanser du selv velger å oppgi.</li>
<li><strong>Sertifikater og dokumenter:</strong> kvalifikasjoner, fagbrev, lisenser, tillatelser og filene du laster opp som dokumentasjon.</li>
<li><strong>Aktivitetsdata:</strong> søknader, tilbud som er matchet mot deg, rekrutteringstrinn satt av arbeidsgivere og tekniske data som IP-adresse, innloggingstidspunkter og feillogger.</li>
</ul>
<p>Vi ber ikke om opplysninger om helse, religion, politisk oppfatning eller andre særlige kategorier. Hvis et dokument du laster opp inneholder slike opplysninger, for eksempel en helseattest som kreves for en jobb, behandler vi dem bare på grunnlag av ditt uttrykkelige samtykke (art. 9 nr. 2 bokstav a GDPR), som du kan trekke tilbake ved å slette filen.</p>
<h2>3. Formål og behandlingsgrunnlag</h2>
<ul>
<li>Drift av kontoen, oppbygging og visning av profilen, matching mot annonser og behandling av søknader – <strong>art. 6 nr. 1 bokstav b GDPR</strong>, oppfyllelse av avtalen etter <a href="/documents/terms-candidate">vilkårene for kandidater</a>.</li>
<li>Frivillig kommunikasjon, som nyheter om plattformen, og andre frivillige samtykker i innstillingene – <strong>art. 6 nr. 1 bokstav a GDPR</strong>, samtykke som du kan trekke tilbake når som helst uten at det påvirker tidligere behandling.</li>
<li>Oversikt over samtykker, svar til myndigheter og andre lovpålagte plikter – <strong>art. 6 nr. 1 bokstav c GDPR</strong>.</li>
<li>Sikring av plattformen, forebygging av svindel og falske annonser, behandling av klager og henvendelser, forbedring av matcheverktøyet og fastsettelse eller forsvar av rettskrav – <strong>art. 6 nr. 1 bokstav f GDPR</strong>, våre berettigede interesser.</li>
</ul>
<p>Det er frivillig å gi opplysninger, men uten kontaktopplysninger og en grunnleggende profil kan vi ikke levere tjenesten. Matchescoren som arbeidsgivere ser, beregnes automatisk, men er bare et forslag: avgjørelser om deg tas av mennesker hos arbeidsgiveren, og ingen avgjørelse bygger utelukkende på automatisert behandling etter art. 22 GDPR.</p>
<h2>4. Mottakere</h2>
<ul>
<li><strong>Arbeidsgivere</strong> som finner profilen din i søk, som du søker jobb hos, eller som kjøper profilen din. Kontaktopplysningene dine vises bare i arbeidsgiverpanelet. En arbeidsgiver som mottar opplysningene dine, blir selvstendig behandlingsansvarlig og må informere deg om sin egen behandling.</li>
<li><strong>Våre leverandører</strong> som handler etter våre instrukser i henhold til databehandleravtaler: drift og database, utsending av e-post, IT-støtte og sikkerhetskopiering.</li>
<li><strong>Offentlige myndigheter</strong>, som domstoler eller politi, når loven krever det.</li>
</ul>
<p>Vi selger ikke opplysningene dine til annonsører eller datameglere.</p>
<h2>5. Overføring til andre land</h2>
<p>Opplysningene dine lagres på servere i Det europeiske økonomiske samarbeidsområdet (EØS). Arbeidsgiverne på plattformen holder hovedsakelig til i Polen, Norge og andre EØS-land. Norge er medlem av EØS, der personvernforordningen gjelder gjennom EØS-avtalen, så deling av profilen med norske arbeidsgivere krever ingen ekstra garantier. Hvis det noen gang blir nødvendig å overføre opplysninger ut av EØS, bruker vi bare en beslutning fra EU-kommisjonen om tilstrekkelig beskyttelsesnivå eller standard personvernbestemmelser, og du kan be om en kopi av disse garantiene.</p>
<h2>6. Lagringstid</h2>
<ul>
<li>Konto- og profilopplysninger: så lenge kontoen finnes. Når du sletter kontoen, fjerner vi opplysningene fra driftssystemene innen 30 dager, og sikkerhetskopier overskrives innen ytterligere 90 dager.</li>
<li>Oversikt over samtykker og sletteforespørselen: inntil 3 år etter slettingen, for å kunne dokumentere at regelverket er fulgt.</li>
<li>Sikkerhetslogger: 12 måneder.</li>
<li>Klager og henvendelser: 2 år etter at saken er avsluttet, eller lenger hvis en tvist pågår.</li>
</ul>
<h2>7. Dine rettigheter</h2>
<p>Etter personvernforordningen har du rett til:</p>
<ul>
<li><strong>innsyn</strong> i opplysningene og en kopi av dem (art. 15);</li>
<li><strong>retting</strong> av uriktige opplysninger – det meste kan du rette selv i profilveiviseren (art. 16);</li>
<li><strong>sletting</strong> – sletting av kontoen i innstillingene setter dette i gang automatisk (art. 17);</li>
<li><strong>begrensning</strong> av behandlingen (art. 18);</li>
<li><strong>dataportabilitet</strong> – på forespørsel sender vi profilopplysningene i et strukturert, maskinlesbart format (art. 20);</li>
<li><strong>å protestere</strong> mot behandling basert på våre berettigede interesser (art. 21);</li>
<li><strong>å trekke tilbake samtykke</strong> når som helst, i innstillingene eller på e-post.</li>
</ul>
<p>Vi svarer gratis innen én måned; i kompliserte saker kan fristen forlenges med to måneder, og da forklarer vi hvorfor. Du har også rett til å klage til den polske tilsynsmyndigheten, presidenten for det polske datatilsynet (Prezes Urzędu Ochrony Danych Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>, eller til tilsynsmyndigheten i EØS-landet der du bor eller arbeider, for eksempel Datatilsynet i Norge.</p>
<h2>8. Sikkerhet og endringer</h2>
<p>Vi bruker krypterte forbindelser, lagrer passord som hash, begrenser de ansattes tilgang til det hver rolle trenger, og logger tilgang til profiler. Endringer i erklæringen kunngjøres på plattformen, og vesentlige endringer varsles også på e-post før de trer i kraft.</p>`;

const ua = `<p><strong>Дата набрання чинності:</strong> 1 листопада 2026 року</p>
<h2>1. Контролер даних</h2>
<p>Контролером ваших персональних даних є Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Польща. З усіх питань щодо даних, зокрема для реалізації ваших прав, пишіть на <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a> або на нашу поштову адресу з позначкою «Персональні дані». Ця політика пояснює, як ми обробляємо дані кандидатів відповідно до Регламенту (ЄС) 2016/679 (Загальний регламент про захист даних, GDPR).</p>
<h2>2. Які дані ми обробляємо</h2>
<ul>
<li><strong>Контактні дані та дані облікового запису:</strong> ім’я та прізвище, адреса електронної пошти, номер телефону, зручні години для зв’язку, пароль (зберігається лише як односторонній хеш), мова інтерфейсу та надані згоди.</li>
<li><strong>Дані профілю:</strong> дата народження, стать, громадянство, рідна мова, країна проживання, іноземні мови, професії, навички, бажані місця роботи, очікувана оплата, графіки роботи, види договорів і доступність.</li>
<li><strong>Трудова історія:</strong> досвід за кожною професією, попередні місця роботи та рекомендації, які ви вирішили вказати.</li>
<li><strong>Сертифікати та документи:</strong> кваліфікації, посвідчення, дозволи та файли, які ви завантажуєте на їх підтвердження.</li>
<li><strong>Дані про активність:</strong> заявки, підібрані для вас вакансії, етапи відбору, встановлені роботодавцями, а також технічні дані: IP-адреса, час входу та журнали помилок.</li>
</ul>
<p>Ми не запитуємо даних про здоров’я, релігію, політичні погляди чи інших даних особливих категорій. Якщо завантажений документ містить такі дані, наприклад медичну довідку, потрібну для роботи, ми обробляємо їх лише на підставі вашої явної згоди (ст. 9(2)(a) GDPR), яку можна відкликати, видаливши файл.</p>
<h2>3. Цілі та правові підстави</h2>
<ul>
<li>Ведення облікового запису, створення й показ профілю, підбір вакансій та обробка заявок – <strong>ст. 6(1)(b) GDPR</strong>, виконання договору згідно з <a href="/documents/terms-candidate">Умовами користування для кандидатів</a>.</li>
<li>Необов’язкові повідомлення, наприклад новини платформи, та інші добровільні згоди, позначені в налаштуваннях – <strong>ст. 6(1)(a) GDPR</strong>, згода, яку можна відкликати будь-коли без впливу на попередню обробку.</li>
<li>Облік згод, відповіді на запити органів влади та інші обов’язки за законом – <strong>ст. 6(1)(c) GDPR</strong>.</li>
<li>Захист платформи, запобігання шахрайству та фальшивим вакансіям, розгляд скарг і повідомлень, удосконалення інструменту підбору, а також встановлення, пред’явлення чи захист правових вимог – <strong>ст. 6(1)(f) GDPR</strong>, наші законні інтереси.</li>
</ul>
<p>Надання даних добровільне, але без контактних даних і базового профілю ми не можемо надавати послугу. Показник відповідності, який бачать роботодавці, розраховується автоматично, проте є лише підказкою: рішення щодо вас ухвалюють люди з боку роботодавця, тож жодне рішення не ґрунтується виключно на автоматизованій обробці у значенні ст. 22 GDPR.</p>
<h2>4. Одержувачі даних</h2>
<ul>
<li><strong>Роботодавці</strong>, які знаходять ваш профіль під час пошуку, на чиї вакансії ви відгукуєтеся або які купують ваш профіль. Контактні дані видно лише в панелі роботодавця. Роботодавець, який отримав ваші дані, стає окремим контролером і повинен поінформувати вас про власну обробку.</li>
<li><strong>Наші постачальники послуг</strong>, які діють за нашими вказівками на підставі договорів про обробку даних: хостинг і бази даних, розсилка електронної пошти, ІТ-підтримка та резервне копіювання.</li>
<li><strong>Органи влади</strong>, наприклад суди чи поліція, якщо цього вимагає закон.</li>
</ul>
<p>Ми не продаємо ваші дані рекламодавцям чи брокерам даних.</p>
<h2>5. Передавання даних за кордон</h2>
<p>Ваші дані зберігаються на серверах у Європейському економічному просторі (ЄЕП). Роботодавці на платформі переважно розташовані в Польщі, Норвегії та інших країнах ЄЕП. Норвегія є членом ЄЕП, де GDPR діє на підставі Угоди про ЄЕП, тому надання профілю норвезьким роботодавцям не потребує додаткових гарантій. Якщо колись знадобиться передати дані за межі ЄЕП, ми спиратимемося лише на рішення Європейської комісії про адекватність або на стандартні договірні положення, а ви можете попросити копію цих гарантій.</p>
<h2>6. Строки зберігання</h2>
<ul>
<li>Дані облікового запису та профілю: доки існує обліковий запис. Після видалення облікового запису ми прибираємо дані з робочих систем протягом 30 днів, а резервні копії перезаписуються протягом наступних 90 днів.</li>
<li>Облік згод і запиту на видалення: до 3 років після видалення, щоб підтвердити дотримання вимог.</li>
<li>Журнали безпеки: 12 місяців.</li>
<li>Скарги та повідомлення: 2 роки після закриття справи або довше, якщо триває спір.</li>
</ul>
<h2>7. Ваші права</h2>
<p>Відповідно до GDPR ви маєте право на:</p>
<ul>
<li><strong>доступ</strong> до даних і отримання їх копії (ст. 15);</li>
<li><strong>виправлення</strong> неточних даних – більшість із них ви можете виправити самостійно в майстрі профілю (ст. 16);</li>
<li><strong>видалення</strong> – видалення облікового запису в налаштуваннях запускає його автоматично (ст. 17);</li>
<li><strong>обмеження</strong> обробки (ст. 18);</li>
<li><strong>перенесення даних</strong> – на запит ми надішлемо дані профілю у структурованому, машинозчитуваному форматі (ст. 20);</li>
<li><strong>заперечення</strong> проти обробки на підставі наших законних інтересів (ст. 21);</li>
<li><strong>відкликання згоди</strong> будь-коли, у налаштуваннях або електронною поштою.</li>
</ul>
<p>Ми відповідаємо на запити безкоштовно протягом одного місяця; у складних випадках цей строк може бути продовжено на два місяці, і ми пояснимо причину. Ви також маєте право подати скаргу до польського наглядового органу – Голови Управління з питань захисту персональних даних (Prezes Urzędu Ochrony Danych Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>, – або до органу країни ЄЕП, де ви проживаєте чи працюєте, наприклад до Datatilsynet у Норвегії.</p>
<h2>8. Безпека та зміни</h2>
<p>Ми використовуємо зашифровані з’єднання, зберігаємо паролі у вигляді хешів, обмежуємо доступ працівників тим, що потрібно для їхньої ролі, і реєструємо доступ до профілів. Про зміни цієї політики ми повідомимо на платформі, а про суттєві зміни – також електронною поштою до набрання ними чинності.</p>`;

export const privacyCandidate: LocalizedStaticDocument = {
  pl: { title: 'Polityka prywatności dla kandydatów', html: pl },
  en: { title: 'Privacy Policy for Candidates', html: en },
  no: { title: 'Personvernerklæring for kandidater', html: no },
  ua: { title: 'Політика конфіденційності для кандидатів', html: ua },
};
