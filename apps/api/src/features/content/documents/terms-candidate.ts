import type { LocalizedStaticDocument } from './types.ts';

const en = `<p><strong>Effective date:</strong> 1 November 2026</p>
<h2>1. Who we are and what these terms cover</h2>
<p>These terms govern the use of the Trades Marketplace platform by candidates, meaning people looking for work in skilled trades such as welding, electrical work, carpentry, CNC machining, warehousing and logistics. The platform is operated by Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Poland (“we”, “us”). You can reach us at <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<p>By creating a candidate account you accept these terms. Please read them together with the <a href="/documents/privacy-candidate">Privacy Policy for Candidates</a> and the <a href="/documents/cookies">Cookie Policy</a>.</p>
<h2>2. The service is free for candidates</h2>
<p>Creating an account, building a profile, browsing offers, receiving matched offers and applying are free of charge. We never charge candidates any fee, deposit or commission. Our costs are covered by employers, who pay for publishing offers and for access to candidate profiles.</p>
<p>No employer using the platform may ask you for money in exchange for a job, an interview, a contract, accommodation or the handling of documents. If anyone does, do not pay and report it to us straight away.</p>
<h2>3. Your account</h2>
<ul>
<li>You must be at least 18 years old and able to take up work lawfully in the countries you select.</li>
<li>You register with your first and last name, e-mail address, phone number and a password of at least 8 characters containing an uppercase letter, a lowercase letter and a digit, and you confirm your e-mail address through the link we send.</li>
<li>One person may hold one candidate account. Accounts cannot be transferred or shared.</li>
<li>Keep your password secret. If you suspect that someone else has used your account, change the password and tell us.</li>
</ul>
<h2>4. A profile instead of a CV</h2>
<p>Instead of sending a CV, you build a structured professional profile in a step-by-step wizard. It describes up to five professions, your skills and their level, certificates and qualifications, work experience, languages, up to three preferred work locations, salary expectations, work systems, contract types and availability. Where the wizard asks for it, you may attach documents such as certificates, licences or permits.</p>
<p><strong>You are responsible for the accuracy of your profile.</strong> Enter only true information, keep it up to date and change your availability status when your situation changes. Do not upload documents that belong to someone else or have been altered. False data may lead to the suspension of your account.</p>
<h2>5. Visibility of your profile to employers</h2>
<p>When an employer searches for workers or reviews candidates matched to one of its offers, your profile may be shown to that employer with a fit score calculated from your professions, skills, certificates, languages, preferred locations, experience and availability. Your phone number and other contact details are shown only to employers logged in to the employer panel, in particular after you apply to their offer or after they buy access to your profile. Employers may also generate a PDF document from your profile for their own recruitment.</p>
<p>The fit score is only a suggestion. Decisions about contacting, interviewing and hiring you are made by the employer, not by us.</p>
<h2>6. Offers and applications</h2>
<p>You can search public offers, filter them by industry, profession, country and publication date, and see offers matched to your profile. When you apply, the employer receives your profile and moves your application through its own recruitment stages. Offers are written by employers. We check them for obvious breaches of our rules, but we do not guarantee that an offer is accurate, still open or will lead to employment.</p>
<p>Before accepting a job, check the employer, the type of contract, the pay, working hours, accommodation and travel arrangements. In Norway, for example, generally applicable collective agreements set minimum wages in sectors such as construction, shipbuilding and electrical work. We are not a party to any contract concluded between you and an employer.</p>
<h2>7. Rules of conduct</h2>
<ul>
<li>Do not create fake profiles or impersonate anyone.</li>
<li>Do not place offensive, discriminatory or unlawful content, or advertising, in your profile.</li>
<li>Use employers' contact details only for the recruitment process, never for spam.</li>
<li>Do not copy data from the platform automatically, bypass security measures or overload our systems.</li>
<li>Treat employers and our staff with respect.</li>
</ul>
<p>If you break these rules we may hide your profile, suspend your account or, in serious or repeated cases, delete it. We will tell you why unless the law forbids it, and you can respond through the complaint procedure.</p>
<h2>8. Deleting your account</h2>
<p>You can delete your account at any time in the account settings. You confirm the request with your current password and then with a link sent to your e-mail address. After deletion your profile is no longer visible to employers and you can no longer log in. Employers that received your profile before deletion process it as separate controllers, and you can contact them directly.</p>
<h2>9. Availability and liability</h2>
<p>We aim to keep the platform available at all times, but maintenance and failures may cause short interruptions. We are liable for damage caused intentionally or through gross negligence and wherever mandatory law requires. We are not liable for the content of offers, the conduct of employers or the outcome of recruitment.</p>
<h2>10. Complaints, changes and governing law</h2>
<p>If something does not work or you disagree with our decision, write to <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>, describing the problem and giving the e-mail address of your account. We reply within 14 days.</p>
<p>We may change these terms for valid reasons, such as new features, changes in the law or security needs. We will inform you by e-mail at least 14 days before the changes take effect; if you do not accept them, you can delete your account. These terms are governed by Polish law, without depriving you of the protection given by the mandatory consumer law of the country where you habitually live.</p>`;

const pl = `<p><strong>Data wejścia w życie:</strong> 1 listopada 2026 r.</p>
<h2>1. Kim jesteśmy i czego dotyczy regulamin</h2>
<p>Regulamin określa zasady korzystania z platformy Trades Marketplace przez kandydatów, czyli osoby szukające pracy w zawodach fachowych, takich jak spawanie, elektryka, stolarka i ciesielstwo, obsługa maszyn CNC, magazyn i logistyka. Operatorem platformy jest Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polska („my”). Kontakt: <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<p>Zakładając konto kandydata, akceptujesz regulamin. Przeczytaj go razem z <a href="/documents/privacy-candidate">Polityką prywatności dla kandydatów</a> i <a href="/documents/cookies">Polityką plików cookies</a>.</p>
<h2>2. Usługa jest bezpłatna dla kandydatów</h2>
<p>Założenie konta, uzupełnienie profilu, przeglądanie ofert, otrzymywanie dopasowanych ofert i aplikowanie są bezpłatne. Nigdy nie pobieramy od kandydatów opłat, kaucji ani prowizji. Nasze koszty pokrywają pracodawcy, którzy płacą za publikację ofert i dostęp do profili kandydatów.</p>
<p>Żaden pracodawca korzystający z platformy nie może żądać od Ciebie pieniędzy w zamian za pracę, rozmowę kwalifikacyjną, umowę, zakwaterowanie czy załatwienie dokumentów. Jeśli ktoś tego żąda, nie płać i niezwłocznie nas powiadom.</p>
<h2>3. Twoje konto</h2>
<ul>
<li>Musisz mieć ukończone 18 lat i możliwość legalnego podjęcia pracy w wybranych krajach.</li>
<li>Rejestrujesz się, podając imię i nazwisko, adres e-mail, numer telefonu oraz hasło o długości co najmniej 8 znaków, zawierające wielką literę, małą literę i cyfrę, a następnie potwierdzasz adres e-mail linkiem, który wyślemy.</li>
<li>Jedna osoba może mieć jedno konto kandydata. Konta nie można przekazać ani udostępnić innym.</li>
<li>Zachowaj hasło w tajemnicy. Jeśli podejrzewasz, że ktoś inny użył Twojego konta, zmień hasło i daj nam znać.</li>
</ul>
<h2>4. Profil zamiast CV</h2>
<p>Zamiast wysyłać CV, tworzysz uporządkowany profil zawodowy w kreatorze krok po kroku. Opisuje on maksymalnie pięć zawodów, Twoje umiejętności i ich poziom, certyfikaty i uprawnienia, doświadczenie zawodowe, języki, do trzech preferowanych miejsc pracy, oczekiwania finansowe, systemy pracy, rodzaje umów i dostępność. Tam, gdzie kreator o to prosi, możesz dołączyć dokumenty, np. certyfikaty, uprawnienia czy zezwolenia.</p>
<p><strong>Odpowiadasz za prawdziwość danych w profilu.</strong> Wpisuj wyłącznie prawdziwe informacje, aktualizuj je i zmieniaj status dostępności, gdy zmienia się Twoja sytuacja. Nie dodawaj cudzych ani przerobionych dokumentów. Nieprawdziwe dane mogą skutkować zawieszeniem konta.</p>
<h2>5. Widoczność profilu dla pracodawców</h2>
<p>Gdy pracodawca wyszukuje pracowników lub przegląda kandydatów dopasowanych do swojej oferty, Twój profil może zostać mu wyświetlony wraz ze wskaźnikiem dopasowania, obliczanym na podstawie zawodów, umiejętności, certyfikatów, języków, preferowanych lokalizacji, doświadczenia i dostępności. Numer telefonu i inne dane kontaktowe widzą wyłącznie pracodawcy zalogowani do panelu pracodawcy, w szczególności po Twojej aplikacji na ich ofertę albo po wykupieniu przez nich dostępu do Twojego profilu. Pracodawca może też wygenerować z profilu dokument PDF na potrzeby własnej rekrutacji.</p>
<p>Wskaźnik dopasowania jest jedynie sugestią. O kontakcie, rozmowie i zatrudnieniu decyduje pracodawca, a nie my.</p>
<h2>6. Oferty i aplikowanie</h2>
<p>Możesz wyszukiwać publiczne oferty, filtrować je według branży, zawodu, kraju i daty publikacji oraz przeglądać oferty dopasowane do Twojego profilu. Gdy aplikujesz, pracodawca otrzymuje Twój profil i prowadzi Twoją kandydaturę przez własne etapy rekrutacji. Oferty tworzą pracodawcy. Sprawdzamy je pod kątem oczywistych naruszeń regulaminu, ale nie gwarantujemy, że oferta jest prawdziwa, nadal aktualna ani że zakończy się zatrudnieniem.</p>
<p>Zanim przyjmiesz pracę, sprawdź pracodawcę, rodzaj umowy, wynagrodzenie, godziny pracy, zakwaterowanie i warunki dojazdu. Na przykład w Norwegii powszechnie obowiązujące układy zbiorowe określają minimalne stawki m.in. w budownictwie, przemyśle stoczniowym i branży elektrycznej. Nie jesteśmy stroną żadnej umowy zawieranej między Tobą a pracodawcą.</p>
<h2>7. Zasady postępowania</h2>
<ul>
<li>Nie twórz fałszywych profili i nie podszywaj się pod inne osoby.</li>
<li>Nie umieszczaj w profilu treści obraźliwych, dyskryminujących, niezgodnych z prawem ani reklam.</li>
<li>Używaj danych kontaktowych pracodawców wyłącznie w procesie rekrutacji, nigdy do wysyłania spamu.</li>
<li>Nie pobieraj danych z platformy w sposób zautomatyzowany, nie obchodź zabezpieczeń i nie przeciążaj naszych systemów.</li>
<li>Traktuj pracodawców i nasz zespół z szacunkiem.</li>
</ul>
<p>W razie naruszenia tych zasad możemy ukryć Twój profil, zawiesić konto, a w poważnych lub powtarzających się przypadkach je usunąć. Poinformujemy Cię o przyczynie, chyba że zabrania tego prawo, a Ty możesz odpowiedzieć w trybie reklamacji.</p>
<h2>8. Usunięcie konta</h2>
<p>Konto możesz usunąć w każdej chwili w ustawieniach konta. Prośbę potwierdzasz aktualnym hasłem, a następnie linkiem wysłanym na Twój adres e-mail. Po usunięciu Twój profil przestaje być widoczny dla pracodawców i nie możesz się już zalogować. Pracodawcy, którzy otrzymali Twój profil przed usunięciem konta, przetwarzają go jako odrębni administratorzy i możesz kontaktować się z nimi bezpośrednio.</p>
<h2>9. Dostępność i odpowiedzialność</h2>
<p>Dbamy o to, aby platforma działała bez przerwy, jednak prace serwisowe i awarie mogą powodować krótkie przerwy. Odpowiadamy za szkody wyrządzone umyślnie lub wskutek rażącego niedbalstwa oraz wszędzie tam, gdzie wymagają tego bezwzględnie obowiązujące przepisy. Nie odpowiadamy za treść ofert, zachowanie pracodawców ani wynik rekrutacji.</p>
<h2>10. Reklamacje, zmiany i prawo właściwe</h2>
<p>Jeśli coś nie działa lub nie zgadzasz się z naszą decyzją, napisz na <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>, opisując problem i podając adres e-mail swojego konta. Odpowiadamy w ciągu 14 dni.</p>
<p>Możemy zmienić regulamin z ważnych przyczyn, takich jak nowe funkcje, zmiany przepisów czy względy bezpieczeństwa. Poinformujemy Cię o tym e-mailem co najmniej 14 dni przed wejściem zmian w życie; jeśli ich nie akceptujesz, możesz usunąć konto. Regulamin podlega prawu polskiemu, co nie pozbawia Cię ochrony wynikającej z bezwzględnie obowiązujących przepisów konsumenckich kraju Twojego zwykłego pobytu.</p>`;

const no = `<p><strong>Gjelder fra:</strong> 1. november 2026</p>
<h2>1. Hvem vi er og hva vilkårene gjelder</h2>
<p>Disse vilkårene gjelder kandidaters bruk av plattformen Trades Marketplace, det vil si personer som søker arbeid innen fagyrker som sveising, elektrofag, snekring, CNC-maskinering, lager og logistikk. Plattformen drives av Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polen («vi», «oss»). Du når oss på <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<p>Når du oppretter en kandidatkonto, godtar du disse vilkårene. Les dem sammen med <a href="/documents/privacy-candidate">personvernerklæringen for kandidater</a> og <a href="/documents/cookies">erklæringen om informasjonskapsler</a>.</p>
<h2>2. Tjenesten er gratis for kandidater</h2>
<p>Det er gratis å opprette konto, bygge profil, se stillingsannonser, motta tilpassede tilbud og søke. Vi tar aldri gebyr, depositum eller provisjon fra kandidater. Kostnadene våre dekkes av arbeidsgivere, som betaler for å publisere annonser og for tilgang til kandidatprofiler.</p>
<p>Ingen arbeidsgiver på plattformen har lov til å be deg om penger for en jobb, et intervju, en kontrakt, bolig eller behandling av dokumenter. Hvis noen gjør det, skal du ikke betale, og du bør melde fra til oss med én gang.</p>
<h2>3. Kontoen din</h2>
<ul>
<li>Du må være minst 18 år og ha lov til å ta arbeid i landene du velger.</li>
<li>Du registrerer deg med fornavn og etternavn, e-postadresse, telefonnummer og et passord på minst 8 tegn med stor bokstav, liten bokstav og siffer, og du bekrefter e-postadressen via lenken vi sender.</li>
<li>Én person kan ha én kandidatkonto. Kontoen kan ikke overdras eller deles.</li>
<li>Hold passordet hemmelig. Hvis du mistenker at noen andre har brukt kontoen din, må du endre passordet og gi oss beskjed.</li>
</ul>
<h2>4. En profil i stedet for CV</h2>
<p>I stedet for å sende CV bygger du en strukturert faglig profil i en veiviser, steg for steg. Profilen beskriver opptil fem yrker, ferdighetene dine og nivået på dem, sertifikater og kvalifikasjoner, arbeidserfaring, språk, opptil tre foretrukne arbeidssteder, lønnsforventninger, arbeidsordninger, kontraktstyper og når du er tilgjengelig. Der veiviseren ber om det, kan du legge ved dokumenter som sertifikater, lisenser eller tillatelser.</p>
<p><strong>Du er ansvarlig for at profilen er korrekt.</strong> Oppgi bare sanne opplysninger, hold dem oppdatert og endre tilgjengelighetsstatusen når situasjonen din endrer seg. Ikke last opp dokumenter som tilhører andre eller som er endret. Uriktige opplysninger kan føre til at kontoen blir suspendert.</p>
<h2>5. Hvordan arbeidsgivere ser profilen din</h2>
<p>Når en arbeidsgiver søker etter arbeidstakere eller ser på kandidater som er matchet mot en av sine annonser, kan profilen din vises sammen med en matchescore beregnet ut fra yrker, ferdigheter, sertifikater, språk, foretrukne steder, erfaring og tilgjengelighet. Telefonnummeret og andre kontaktopplysninger vises bare for arbeidsgivere som er innlogget i arbeidsgiverpanelet, særlig etter at du har søkt på deres annonse eller etter at de har kjøpt tilgang til profilen din. Arbeidsgivere kan også lage et PDF-dokument av profilen til sin egen rekruttering.</p>
<p>Matchescoren er bare et forslag. Det er arbeidsgiveren, ikke vi, som bestemmer om du blir kontaktet, intervjuet og ansatt.</p>
<h2>6. Annonser og søknader</h2>
<p>Du kan søke i offentlige annonser, filtrere på bransje, yrke, land og publiseringsdato og se annonser som passer profilen din. Når du søker, mottar arbeidsgiveren profilen din og tar søknaden videre gjennom sine egne rekrutteringstrinn. Annonsene skrives av arbeidsgiverne. Vi kontrollerer dem for åpenbare brudd på reglene våre, men garanterer ikke at en annonse er riktig, fortsatt aktuell eller fører til ansettelse.</p>
<p>Før du takker ja til en jobb, bør du sjekke arbeidsgiveren, kontraktstypen, lønnen, arbeidstiden, boligen og reisen. I Norge fastsetter for eksempel allmenngjorte tariffavtaler minstelønn i bransjer som bygg, skips- og verftsindustri og elektrofag. Vi er ikke part i noen avtale mellom deg og en arbeidsgiver.</p>
<h2>7. Regler for opptreden</h2>
<ul>
<li>Ikke opprett falske profiler og ikke utgi deg for å være noen andre.</li>
<li>Ikke legg støtende, diskriminerende eller ulovlig innhold eller reklame i profilen.</li>
<li>Bruk arbeidsgiveres kontaktopplysninger bare i rekrutteringen, aldri til spam.</li>
<li>Ikke hent ut data fra plattformen automatisk, omgå sikkerhetstiltak eller overbelast systemene våre.</li>
<li>Behandle arbeidsgivere og våre ansatte med respekt.</li>
</ul>
<p>Bryter du reglene, kan vi skjule profilen, suspendere kontoen eller, ved alvorlige eller gjentatte brudd, slette den. Vi forteller deg hvorfor, med mindre loven er til hinder for det, og du kan svare gjennom klageordningen.</p>
<h2>8. Sletting av kontoen</h2>
<p>Du kan når som helst slette kontoen i kontoinnstillingene. Du bekrefter forespørselen med nåværende passord og deretter via en lenke vi sender til e-postadressen din. Etter slettingen er profilen ikke lenger synlig for arbeidsgivere, og du kan ikke logge inn. Arbeidsgivere som mottok profilen før slettingen, behandler den som selvstendige behandlingsansvarlige, og du kan kontakte dem direkte.</p>
<h2>9. Tilgjengelighet og ansvar</h2>
<p>Vi arbeider for at plattformen skal være tilgjengelig hele tiden, men vedlikehold og feil kan gi korte avbrudd. Vi er ansvarlige for skade vi forårsaker med forsett eller grov uaktsomhet, og ellers der ufravikelig lov krever det. Vi er ikke ansvarlige for innholdet i annonser, arbeidsgiveres opptreden eller utfallet av en rekruttering.</p>
<h2>10. Klager, endringer og lovvalg</h2>
<p>Hvis noe ikke fungerer, eller du er uenig i en avgjørelse vi har tatt, skriv til <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a> med en beskrivelse av problemet og e-postadressen til kontoen din. Vi svarer innen 14 dager.</p>
<p>Vi kan endre vilkårene av saklige grunner, for eksempel nye funksjoner, lovendringer eller sikkerhetshensyn. Vi varsler deg på e-post minst 14 dager før endringene trer i kraft; godtar du dem ikke, kan du slette kontoen. Vilkårene er underlagt polsk rett, men dette fratar deg ikke vernet i ufravikelige forbrukerregler i landet der du vanligvis bor.</p>`;

const ua = `<p><strong>Дата набрання чинності:</strong> 1 листопада 2026 року</p>
<h2>1. Хто ми і що регулюють ці умови</h2>
<p>Ці умови визначають правила користування платформою Trades Marketplace для кандидатів, тобто людей, які шукають роботу за робітничими та технічними професіями: зварювання, електромонтаж, столярні та теслярські роботи, робота на верстатах з ЧПК, склад і логістика. Оператор платформи — Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Польща («ми»). Зв’язатися з нами можна за адресою <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>.</p>
<p>Створюючи обліковий запис кандидата, ви приймаєте ці умови. Читайте їх разом з <a href="/documents/privacy-candidate">Політикою конфіденційності для кандидатів</a> та <a href="/documents/cookies">Політикою щодо файлів cookie</a>.</p>
<h2>2. Для кандидатів сервіс безкоштовний</h2>
<p>Реєстрація, створення профілю, перегляд вакансій, отримання підібраних пропозицій і подання заявок — безкоштовні. Ми ніколи не стягуємо з кандидатів жодних платежів, застав чи комісій. Наші витрати покривають роботодавці, які платять за публікацію вакансій і доступ до профілів кандидатів.</p>
<p>Жоден роботодавець на платформі не має права вимагати від вас гроші за роботу, співбесіду, договір, житло чи оформлення документів. Якщо хтось цього вимагає, не платіть і негайно повідомте нас.</p>
<h2>3. Ваш обліковий запис</h2>
<ul>
<li>Вам має виповнитися 18 років, і ви повинні мати право легально працювати в обраних країнах.</li>
<li>Для реєстрації потрібні ім’я та прізвище, адреса електронної пошти, номер телефону і пароль щонайменше з 8 символів, що містить велику літеру, малу літеру та цифру; адресу пошти ви підтверджуєте за посиланням, яке ми надсилаємо.</li>
<li>Одна особа може мати один обліковий запис кандидата. Обліковий запис не можна передавати чи ділити з іншими.</li>
<li>Зберігайте пароль у таємниці. Якщо підозрюєте, що вашим обліковим записом скористався хтось інший, змініть пароль і повідомте нас.</li>
</ul>
<h2>4. Профіль замість резюме</h2>
<p>Замість того щоб надсилати резюме, ви заповнюєте структурований професійний профіль у покроковому майстрі. Він містить до п’яти професій, ваші навички та їхній рівень, сертифікати й кваліфікації, досвід роботи, мови, до трьох бажаних місць роботи, очікувану оплату, графіки роботи, види договорів і вашу доступність. Там, де майстер про це просить, можна додати документи: сертифікати, посвідчення чи дозволи.</p>
<p><strong>Ви відповідаєте за достовірність даних у профілі.</strong> Вказуйте лише правдиву інформацію, оновлюйте її та змінюйте статус доступності, коли змінюється ваша ситуація. Не завантажуйте чужі або змінені документи. Неправдиві дані можуть призвести до призупинення облікового запису.</p>
<h2>5. Видимість профілю для роботодавців</h2>
<p>Коли роботодавець шукає працівників або переглядає кандидатів, підібраних до його вакансії, ваш профіль може бути йому показаний разом з показником відповідності, який розраховується на основі професій, навичок, сертифікатів, мов, бажаних місць роботи, досвіду та доступності. Номер телефону та інші контактні дані бачать лише роботодавці, які увійшли в панель роботодавця, зокрема після того, як ви відгукнулися на їхню вакансію або вони придбали доступ до вашого профілю. Роботодавець також може створити з профілю PDF-документ для власного рекрутингу.</p>
<p>Показник відповідності — лише підказка. Рішення про контакт, співбесіду та працевлаштування ухвалює роботодавець, а не ми.</p>
<h2>6. Вакансії та заявки</h2>
<p>Ви можете шукати відкриті вакансії, фільтрувати їх за галуззю, професією, країною та датою публікації, а також переглядати вакансії, підібрані до вашого профілю. Коли ви подаєте заявку, роботодавець отримує ваш профіль і веде кандидатуру через власні етапи відбору. Вакансії складають роботодавці. Ми перевіряємо їх на очевидні порушення правил, але не гарантуємо, що вакансія достовірна, ще актуальна чи закінчиться працевлаштуванням.</p>
<p>Перш ніж погодитися на роботу, перевірте роботодавця, вид договору, оплату, робочий час, житло та умови проїзду. Наприклад, у Норвегії загальнообов’язкові колективні договори встановлюють мінімальну оплату в будівництві, суднобудуванні та електромонтажній галузі. Ми не є стороною жодного договору між вами та роботодавцем.</p>
<h2>7. Правила поведінки</h2>
<ul>
<li>Не створюйте фальшивих профілів і не видавайте себе за інших осіб.</li>
<li>Не розміщуйте в профілі образливого, дискримінаційного чи незаконного вмісту або реклами.</li>
<li>Використовуйте контакти роботодавців лише в процесі рекрутингу, ніколи для спаму.</li>
<li>Не збирайте дані з платформи автоматизовано, не обходьте захист і не перевантажуйте наші системи.</li>
<li>Ставтеся з повагою до роботодавців і нашої команди.</li>
</ul>
<p>У разі порушення цих правил ми можемо приховати профіль, призупинити обліковий запис, а в серйозних чи повторних випадках — видалити його. Ми повідомимо вам причину, якщо це не заборонено законом, а ви можете відповісти в порядку подання скарги.</p>
<h2>8. Видалення облікового запису</h2>
<p>Видалити обліковий запис можна будь-коли в налаштуваннях. Запит підтверджується чинним паролем, а потім посиланням, надісланим на вашу електронну пошту. Після видалення профіль більше не видно роботодавцям, і ви не зможете увійти. Роботодавці, які отримали ваш профіль до видалення, обробляють його як окремі контролери, і ви можете звернутися до них безпосередньо.</p>
<h2>9. Доступність і відповідальність</h2>
<p>Ми прагнемо, щоб платформа працювала безперервно, але технічне обслуговування та збої можуть спричиняти короткі перерви. Ми відповідаємо за шкоду, завдану умисно або через грубу необережність, а також у випадках, коли цього вимагають імперативні норми права. Ми не відповідаємо за зміст вакансій, поведінку роботодавців чи результат рекрутингу.</p>
<h2>10. Скарги, зміни та застосовне право</h2>
<p>Якщо щось не працює або ви не згодні з нашим рішенням, напишіть на <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>, описавши проблему та вказавши адресу електронної пошти облікового запису. Ми відповідаємо протягом 14 днів.</p>
<p>Ми можемо змінювати ці умови з обґрунтованих причин, як-от нові функції, зміни законодавства чи вимоги безпеки. Ми повідомимо вас електронною поштою щонайменше за 14 днів до набрання змінами чинності; якщо ви їх не приймаєте, можете видалити обліковий запис. Ці умови регулюються правом Польщі, що не позбавляє вас захисту імперативних норм споживчого права країни вашого звичайного проживання.</p>`;

export const termsCandidate: LocalizedStaticDocument = {
  pl: { title: 'Regulamin dla kandydatów', html: pl },
  en: { title: 'Terms of Service for Candidates', html: en },
  no: { title: 'Vilkår for kandidater', html: no },
  ua: { title: 'Умови користування для кандидатів', html: ua },
};
