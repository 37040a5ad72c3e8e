import type { LocalizedStaticDocument } from './types.ts';

const en = `<p><strong>Effective date:</strong> 1 November 2026</p>
<h2>1. Controller and scope</h2>
<p>The controller of personal data is Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Poland, e-mail <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. This policy covers people who use the platform on behalf of employers and staffing companies: owners, contact persons and other users of client accounts, as well as business contacts who write to us. It applies in addition to the <a href="/documents/terms-client">Terms of Service for Employers</a>.</p>
<h2>2. Data we process</h2>
<ul>
<li><strong>Contact person data:</strong> first and last name, business e-mail address, phone number and the language of the interface.</li>
<li><strong>Company data:</strong> company name, tax identification number, address, contact e-mail and phone. For sole traders this information is also personal data.</li>
<li><strong>Account data:</strong> password (stored only as a hash), consents, login history and settings.</li>
<li><strong>Order and payment data:</strong> products ordered, amounts, order status and the transaction identifier returned by the payment provider. We never receive full card details.</li>
<li><strong>Invoice data</strong> required by tax law.</li>
<li><strong>Content you create:</strong> offers, brands and logos, recruitment stages assigned to candidates and requests to generate candidate documents.</li>
<li><strong>Correspondence and technical data:</strong> messages, complaints, IP address and logs.</li>
</ul>
<h2>3. Purposes and legal bases</h2>
<ul>
<li>Running the client account, publishing offers, providing purchased products and handling orders – <strong>Art. 6(1)(b) GDPR</strong>, performance of the contract with the Client; where the contact person is not the Client, <strong>Art. 6(1)(f) GDPR</strong>, our legitimate interest in communicating with the Client's representatives.</li>
<li>Issuing invoices, keeping accounting records and meeting tax obligations, including submitting invoices to the National e-Invoice System (KSeF) – <strong>Art. 6(1)(c) GDPR</strong>.</li>
<li>Verifying companies to protect candidates against fraudulent offers, securing the platform, handling complaints and establishing or defending claims – <strong>Art. 6(1)(f) GDPR</strong>.</li>
<li>Informing you about our own products and changes to the price list – <strong>Art. 6(1)(f) GDPR</strong>; where Polish electronic communications law requires it, we send such messages by e-mail or phone only with your <strong>consent, Art. 6(1)(a) GDPR</strong>.</li>
</ul>
<p>Providing company and contact data is necessary to conclude the contract and issue invoices; without it we cannot provide paid products.</p>
<h2>4. Recipients</h2>
<ul>
<li>The payment provider, which processes payment data as a separate controller under its own privacy policy.</li>
<li>Processors acting on our behalf: hosting, e-mail delivery, IT support and our accounting office.</li>
<li>The Polish tax administration, which receives invoices through KSeF, and other authorities where the law requires it.</li>
<li>Candidates, who see the company or brand name and logo in published offers. Personal data of contact persons is not shown to candidates unless you include it in an offer.</li>
</ul>
<p>Data is stored in the European Economic Area. We do not transfer it outside the EEA; should that become necessary, we will use only an adequacy decision or standard contractual clauses.</p>
<h2>5. Retention</h2>
<ul>
<li>Account data: while the account exists and then for 3 years, the general limitation period for claims between businesses under Polish law.</li>
<li>Invoices and accounting records: 5 years from the end of the calendar year in which the tax payment deadline passed.</li>
<li>Marketing data: until you object or withdraw consent.</li>
<li>Security logs: 12 months.</li>
</ul>
<h2>6. Your rights</h2>
<p>You have the right to access your data, to have it rectified or erased, to restrict processing, to data portability and to object to processing based on our legitimate interests; objection to direct marketing is always effective. Where processing is based on consent, you may withdraw it at any time without affecting earlier processing. Send requests to <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>; we answer within one month. You may lodge a complaint with the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>, or with the supervisory authority of your own EEA country, such as Datatilsynet in Norway.</p>
<h2>7. Your responsibilities for candidate data</h2>
<p>When you receive a candidate profile, through an application or a purchase, you become an <strong>independent controller</strong> of that data. In particular, you must:</p>
<ul>
<li>use the data only for recruitment and only to the extent permitted by employment law in the country of work;</li>
<li>inform the candidate about your processing under Art. 14 GDPR, at the latest at the first contact and in any case within one month;</li>
<li>protect downloaded PDF documents and exported data against unauthorised access;</li>
<li>delete the data when the recruitment ends, unless the candidate has agreed to be considered for future vacancies;</li>
<li>handle candidates' requests concerning your processing yourself.</li>
</ul>
<p>If we receive a request that concerns your processing, we will forward it to you. The anonymisation option available when generating candidate documents helps you share profiles internally without revealing identity.</p>
<h2>8. Changes</h2>
<p>We will publish changes to this policy on the platform and inform account owners by e-mail about significant changes before they take effect.</p>`;

const pl = `<p><strong>Data wejścia w życie:</strong> 1 listopada 2026 r.</p>
<h2>1. Administrator i zakres</h2>
<p>Administratorem danych osobowych jest Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polska, e-mail <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. Polityka dotyczy osób korzystających z platformy w imieniu pracodawców i agencji pracy: właścicieli, osób kontaktowych i innych użytkowników kont klientów, a także kontaktów biznesowych, które do nas piszą. Uzupełnia ona <a href="/documents/terms-client">Regulamin dla pracodawców</a>.</p>
<h2>2. Jakie dane przetwarzamy</h2>
<ul>
<li><strong>Dane osoby kontaktowej:</strong> imię i nazwisko, służbowy adres e-mail, numer telefonu i język interfejsu.</li>
<li><strong>Dane firmy:</strong> nazwa, numer identyfikacji podatkowej, adres, kontaktowy e-mail i telefon. W przypadku jednoosobowych działalności gospodarczych są to również dane osobowe.</li>
<li><strong>Dane konta:</strong> hasło (przechowywane wyłącznie jako skrót), zgody, historia logowań i ustawienia.</li>
<li><strong>Dane zamówień i płatności:</strong> zamówione produkty, kwoty, status zamówienia i identyfikator transakcji przekazany przez operatora płatności. Nigdy nie otrzymujemy pełnych danych kart.</li>
<li><strong>Dane do faktur</strong> wymagane przepisami podatkowymi.</li>
<li><strong>Tworzone przez Ciebie treści:</strong> oferty, marki i logotypy, etapy rekrutacji nadane kandydatom oraz zlecenia generowania dokumentów kandydatów.</li>
<li><strong>Korespondencja i dane techniczne:</strong> wiadomości, reklamacje, adres IP i logi.</li>
</ul>
<h2>3. Cele i podstawy prawne</h2>
<ul>
<li>Prowadzenie konta klienta, publikacja ofert, dostarczanie zakupionych produktów i obsługa zamówień – <strong>art. 6 ust. 1 lit. b RODO</strong>, wykonanie umowy z Klientem; gdy osoba kontaktowa nie jest Klientem – <strong>art. 6 ust. 1 lit. f RODO</strong>, nasz prawnie uzasadniony interes w komunikacji z przedstawicielami Klienta.</li>
<li>Wystawianie faktur, prowadzenie ksiąg rachunkowych i wypełnianie obowiązków podatkowych, w tym przesyłanie faktur do Krajowego Systemu e-Faktur (KSeF) – <strong>art. 6 ust. 1 lit. c RODO</strong>.</li>
<li>Weryfikacja firm w celu ochrony kandydatów przed fałszywymi ofertami, zabezpieczenie platformy, obsługa reklamacji oraz ustalanie i obrona roszczeń – <strong>art. 6 ust. 1 lit. f RODO</strong>.</li>
<li>Informowanie o naszych produktach i zmianach cennika – <strong>art. 6 ust. 1 lit. f RODO</strong>; gdy wymaga tego ustawa – Prawo komunikacji elektronicznej, wysyłamy takie wiadomości e-mailem lub telefonicznie wyłącznie za Twoją <strong>zgodą, art. 6 ust. 1 lit. a RODO</strong>.</li>
</ul>
<p>Podanie danych firmy i danych kontaktowych jest niezbędne do zawarcia umowy i wystawienia faktur; bez nich nie możemy dostarczać produktów płatnych.</p>
<h2>4. Odbiorcy danych</h2>
<ul>
<li>Operator płatności, który przetwarza dane płatnicze jako odrębny administrator na podstawie własnej polityki prywatności.</li>
<li>Podmioty przetwarzające dane w naszym imieniu: hosting, wysyłka e-maili, wsparcie IT i nasze biuro rachunkowe.</li>
<li>Polska administracja skarbowa, która otrzymuje faktury przez KSeF, oraz inne organy, gdy wymagają tego przepisy.</li>
<li>Kandydaci, którzy widzą nazwę firmy lub marki i logo w opublikowanych ofertach. Dane osobowe osób kontaktowych nie są pokazywane kandydatom, chyba że umieścisz je w ofercie.</li>
</ul>
<p>Dane przechowujemy w Europejskim Obszarze Gospodarczym. Nie przekazujemy ich poza EOG; gdyby stało się to konieczne, oprzemy się wyłącznie na decyzji stwierdzającej odpowiedni stopień ochrony lub na standardowych klauzulach umownych.</p>
<h2>5. Okres przechowywania</h2>
<ul>
<li>Dane konta: przez czas istnienia konta, a następnie przez 3 lata, czyli ogólny okres przedawnienia roszczeń między przedsiębiorcami według prawa polskiego.</li>
<li>Faktury i dokumentacja księgowa: 5 lat od końca roku kalendarzowego, w którym upłynął termin płatności podatku.</li>
<li>Dane marketingowe: do czasu wniesienia sprzeciwu lub wycofania zgody.</li>
<li>Logi bezpieczeństwa: 12 miesięcy.</li>
</ul>
<h2>6. Twoje prawa</h2>
<p>Masz prawo dostępu do danych, ich sprostowania lub usunięcia, ograniczenia przetwarzania, przenoszenia danych oraz sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie; sprzeciw wobec marketingu bezpośredniego jest zawsze skuteczny. Jeśli przetwarzanie opiera się na zgodzie, możesz ją wycofać w każdej chwili bez wpływu na wcześniejsze przetwarzanie. Żądania wysyłaj na <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>; odpowiadamy w ciągu miesiąca. Możesz wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>, lub do organu nadzorczego w swoim państwie EOG, np. Datatilsynet w Norwegii.</p>
<h2>7. Twoje obowiązki wobec danych kandydatów</h2>
<p>Gdy otrzymujesz profil kandydata – w wyniku aplikacji lub zakupu – stajesz się <strong>odrębnym administratorem</strong> tych danych. W szczególności musisz:</p>
<ul>
<li>wykorzystywać dane wyłącznie do rekrutacji i tylko w zakresie dozwolonym przez prawo pracy kraju wykonywania pracy;</li>
<li>poinformować kandydata o przetwarzaniu zgodnie z art. 14 RODO, najpóźniej przy pierwszym kontakcie, a w każdym razie w ciągu miesiąca;</li>
<li>chronić pobrane dokumenty PDF i wyeksportowane dane przed nieuprawnionym dostępem;</li>
<li>usunąć dane po zakończeniu rekrutacji, chyba że kandydat zgodził się na udział w przyszłych rekrutacjach;</li>
<li>samodzielnie obsługiwać żądania kandydatów dotyczące Twojego przetwarzania.</li>
</ul>
<p>Jeśli otrzymamy żądanie dotyczące Twojego przetwarzania, przekażemy je Tobie. Opcja anonimizacji dostępna przy generowaniu dokumentów kandydatów pozwala udostępniać profile wewnątrz firmy bez ujawniania tożsamości.</p>
<h2>8. Zmiany</h2>
<p>Zmiany polityki opublikujemy na platformie, a o istotnych zmianach poinformujemy właścicieli kont e-mailem przed ich wejściem w życie.</p>`;

const no = `<p><strong>Gjelder fra:</strong> 1. november 2026</p>
<h2>1. Behandlingsansvarlig og virkeområde</h2>
<p>Behandlingsansvarlig er Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polen, e-post <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. Erklæringen gjelder personer som bruker plattformen på vegne av arbeidsgivere og bemanningsforetak: eiere, kontaktpersoner og andre brukere av kundekontoer, samt forretningskontakter som skriver til oss. Den gjelder i tillegg til <a href="/documents/terms-client">vilkårene for arbeidsgivere</a>.</p>
<h2>2. Hvilke opplysninger vi behandler</h2>
<ul>
<li><strong>Opplysninger om kontaktpersonen:</strong> fornavn og etternavn, e-postadresse på jobben, telefonnummer og språk i grensesnittet.</li>
<li><strong>Firmaopplysninger:</strong> firmanavn, organisasjons- eller skattenummer, adresse, kontakt-e-post og telefon. For enkeltpersonforetak er dette også personopplysninger.</li>
<li><strong>Kontoopplysninger:</strong> passord (lagres bare som hash), samtykker, innloggingshistorikk og innstillinger.</li>
<li><strong>Bestillings- og betalingsopplysninger:</strong> bestilte produkter, beløp, status og transaksjons-ID fra betalingsleverandøren. Vi mottar aldri fullstendige kortopplysninger.</li>
<li><strong>Fakturaopplysninger</strong> som skattelovgivningen krever.</li>
<li><strong>Innhold du lager:</strong> annonser, merkevarer og logoer, rekrutteringstrinn du gir kandidater, og bestillinger av kandidatdokumenter.</li>
<li><strong>Korrespondanse og tekniske data:</strong> meldinger, reklamasjoner, IP-adresse og logger.</li>
</ul>
<h2>3. Formål og behandlingsgrunnlag</h2>
<ul>
<li>Drift av kundekontoen, publisering av annonser, levering av kjøpte produkter og behandling av bestillinger – <strong>art. 6 nr. 1 bokstav b GDPR</strong>, oppfyllelse av avtalen med Kunden; når kontaktpersonen ikke selv er Kunden – <strong>art. 6 nr. 1 bokstav f GDPR</strong>, vår berettigede interesse i å kommunisere med Kundens representanter.</li>
<li>Fakturering, regnskap og skatteplikter, blant annet innsending av fakturaer til det polske e-fakturasystemet (KSeF) – <strong>art. 6 nr. 1 bokstav c GDPR</strong>.</li>
<li>Verifisering av selskaper for å beskytte kandidater mot falske annonser, sikring av plattformen, behandling av reklamasjoner og fastsettelse eller forsvar av rettskrav – <strong>art. 6 nr. 1 bokstav f GDPR</strong>.</li>
<li>Informasjon om våre egne produkter og endringer i prislisten – <strong>art. 6 nr. 1 bokstav f GDPR</strong>; der polsk lov om elektronisk kommunikasjon krever det, sender vi slike meldinger på e-post eller telefon bare med ditt <strong>samtykke, art. 6 nr. 1 bokstav a GDPR</strong>.</li>
</ul>
<p>Firma- og kontaktopplysninger er nødvendige for å inngå avtalen og utstede fakturaer; uten dem kan vi ikke levere betalte produkter.</p>
<h2>4. Mottakere</h2>
<ul>
<li>Betalingsleverandøren, som behandler betalingsopplysninger som selvstendig behandlingsansvarlig etter sin egen personvernerklæring.</li>
<li>Databehandlere som handler på våre vegne: drift, utsending av e-post, IT-støtte og regnskapsbyrået vårt.</li>
<li>Polske skattemyndigheter, som mottar fakturaer gjennom KSeF, og andre myndigheter når loven krever det.</li>
<li>Kandidater, som ser navnet og logoen til selskapet eller merkevaren i publiserte annonser. Personopplysninger om kontaktpersoner vises ikke for kandidater, med mindre du tar dem med i en annonse.</li>
</ul>
<p>Opplysningene lagres i EØS. Vi overfører dem ikke ut av EØS; skulle det bli nødvendig, bruker vi bare en beslutning om tilstrekkelig beskyttelsesnivå eller standard personvernbestemmelser.</p>
<h2>5. Lagringstid</h2>
<ul>
<li>Kontoopplysninger: så lenge kontoen finnes, og deretter i 3 år, som er den alminnelige foreldelsesfristen for krav mellom næringsdrivende etter polsk rett.</li>
<li>Fakturaer og regnskapsmateriale: 5 år fra utgangen av kalenderåret da fristen for å betale skatten gikk ut.</li>
<li>Markedsføringsopplysninger: til du protesterer eller trekker samtykket tilbake.</li>
<li>Sikkerhetslogger: 12 måneder.</li>
</ul>
<h2>6. Dine rettigheter</h2>
<p>Du har rett til innsyn, retting, sletting, begrensning av behandlingen, dataportabilitet og til å protestere mot behandling basert på våre berettigede interesser; en protest mot direkte markedsføring blir alltid tatt til følge. Bygger behandlingen på samtykke, kan du trekke det tilbake når som helst uten at det påvirker tidligere behandling. Send forespørsler til <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>; vi svarer innen én måned. Du kan klage til presidenten for det polske datatilsynet (Prezes Urzędu Ochrony Danych Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>, eller til tilsynsmyndigheten i ditt eget EØS-land, for eksempel Datatilsynet i Norge.</p>
<h2>7. Ditt ansvar for kandidatopplysninger</h2>
<p>Når du mottar en kandidatprofil, gjennom en søknad eller et kjøp, blir du <strong>selvstendig behandlingsansvarlig</strong> for disse opplysningene. Du må blant annet:</p>
<ul>
<li>bruke opplysningene bare til rekruttering og bare i den grad arbeidsretten i landet der arbeidet utføres, tillater det;</li>
<li>informere kandidaten om behandlingen etter art. 14 GDPR, senest ved første kontakt og uansett innen én måned;</li>
<li>beskytte nedlastede PDF-dokumenter og eksporterte data mot uautorisert tilgang;</li>
<li>slette opplysningene når rekrutteringen er avsluttet, med mindre kandidaten har samtykket til å bli vurdert for senere stillinger;</li>
<li>selv behandle kandidatenes forespørsler om din behandling.</li>
</ul>
<p>Mottar vi en forespørsel som gjelder din behandling, sender vi den videre til deg. Anonymiseringsvalget ved generering av kandidatdokumenter gjør det mulig å dele profiler internt uten å avsløre identiteten.</p>
<h2>8. Endringer</h2>
<p>Endringer i erklæringen publiseres på plattformen, og kontoeiere varsles på e-post om vesentlige endringer før de trer i kraft.</p>`;

const ua = `<p><strong>Дата набрання чинності:</strong> 1 листопада 2026 року</p>
<h2>1. Контролер і сфера дії</h2>
<p>Контролером персональних даних є Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Польща, e-mail <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. Ця політика стосується осіб, які користуються платформою від імені роботодавців і кадрових агентств: власників, контактних осіб та інших користувачів облікових записів клієнтів, а також ділових контактів, які нам пишуть. Вона доповнює <a href="/documents/terms-client">Умови користування для роботодавців</a>.</p>
<h2>2. Які дані ми обробляємо</h2>
<ul>
<li><strong>Дані контактної особи:</strong> ім’я та прізвище, робоча адреса електронної пошти, номер телефону і мова інтерфейсу.</li>
<li><strong>Дані компанії:</strong> назва, податковий ідентифікаційний номер, адреса, контактні e-mail і телефон. Для фізичних осіб-підприємців ці відомості також є персональними даними.</li>
<li><strong>Дані облікового запису:</strong> пароль (зберігається лише як хеш), згоди, історія входів і налаштування.</li>
<li><strong>Дані замовлень і платежів:</strong> замовлені продукти, суми, статус замовлення та ідентифікатор транзакції від платіжного оператора. Ми ніколи не отримуємо повних даних карток.</li>
<li><strong>Дані для рахунків-фактур</strong>, яких вимагає податкове законодавство.</li>
<li><strong>Створений вами вміст:</strong> вакансії, бренди й логотипи, етапи відбору, присвоєні кандидатам, і запити на створення документів кандидатів.</li>
<li><strong>Листування та технічні дані:</strong> повідомлення, скарги, IP-адреса та журнали.</li>
</ul>
<h2>3. Цілі та правові підстави</h2>
<ul>
<li>Ведення облікового запису клієнта, публікація вакансій, надання придбаних продуктів і обробка замовлень – <strong>ст. 6(1)(b) GDPR</strong>, виконання договору з Клієнтом; якщо контактна особа не є Клієнтом – <strong>ст. 6(1)(f) GDPR</strong>, наш законний інтерес у спілкуванні з представниками Клієнта.</li>
<li>Виставлення рахунків-фактур, ведення бухгалтерського обліку та виконання податкових обов’язків, зокрема надсилання рахунків до Національної системи електронних рахунків (KSeF) – <strong>ст. 6(1)(c) GDPR</strong>.</li>
<li>Перевірка компаній для захисту кандидатів від шахрайських вакансій, захист платформи, розгляд скарг, а також встановлення чи захист правових вимог – <strong>ст. 6(1)(f) GDPR</strong>.</li>
<li>Інформування про наші продукти та зміни прайс-листа – <strong>ст. 6(1)(f) GDPR</strong>; якщо цього вимагає польський закон про електронні комунікації, ми надсилаємо такі повідомлення електронною поштою чи телефоном лише за вашою <strong>згодою, ст. 6(1)(a) GDPR</strong>.</li>
</ul>
<p>Надання даних компанії та контактних даних необхідне для укладення договору й виставлення рахунків; без них ми не можемо надавати платні продукти.</p>
<h2>4. Одержувачі даних</h2>
<ul>
<li>Платіжний оператор, який обробляє платіжні дані як окремий контролер відповідно до власної політики конфіденційності.</li>
<li>Обробники, що діють від нашого імені: хостинг, розсилка електронної пошти, ІТ-підтримка та наше бухгалтерське бюро.</li>
<li>Податкова адміністрація Польщі, яка отримує рахунки через KSeF, та інші органи, якщо цього вимагає закон.</li>
<li>Кандидати, які бачать назву компанії або бренду та логотип в опублікованих вакансіях. Персональні дані контактних осіб не показуються кандидатам, якщо ви не вкажете їх у вакансії.</li>
</ul>
<p>Дані зберігаються в Європейському економічному просторі. Ми не передаємо їх за межі ЄЕП; якщо це стане необхідним, ми спиратимемося лише на рішення про адекватність або стандартні договірні положення.</p>
<h2>5. Строки зберігання</h2>
<ul>
<li>Дані облікового запису: доки існує обліковий запис, а потім ще 3 роки – загальний строк позовної давності для вимог між підприємцями за польським правом.</li>
<li>Рахунки-фактури та бухгалтерські документи: 5 років від кінця календарного року, в якому сплив строк сплати податку.</li>
<li>Маркетингові дані: доки ви не заперечите або не відкличете згоду.</li>
<li>Журнали безпеки: 12 місяців.</li>
</ul>
<h2>6. Ваші права</h2>
<p>Ви маєте право на доступ до даних, їх виправлення чи видалення, обмеження обробки, перенесення даних і заперечення проти обробки на підставі наших законних інтересів; заперечення проти прямого маркетингу завжди задовольняється. Якщо обробка ґрунтується на згоді, ви можете відкликати її будь-коли без впливу на попередню обробку. Надсилайте запити на <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>; ми відповідаємо протягом місяця. Ви можете подати скаргу до Голови Управління з питань захисту персональних даних (Prezes Urzędu Ochrony Danych Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>, або до наглядового органу вашої країни ЄЕП, наприклад Datatilsynet у Норвегії.</p>
<h2>7. Ваші обов’язки щодо даних кандидатів</h2>
<p>Отримуючи профіль кандидата – через заявку чи купівлю, – ви стаєте <strong>окремим контролером</strong> цих даних. Зокрема, ви повинні:</p>
<ul>
<li>використовувати дані лише для рекрутингу і лише в межах, дозволених трудовим правом країни виконання роботи;</li>
<li>поінформувати кандидата про обробку відповідно до ст. 14 GDPR не пізніше першого контакту і в будь-якому разі протягом місяця;</li>
<li>захищати завантажені PDF-документи та експортовані дані від несанкціонованого доступу;</li>
<li>видаляти дані після завершення рекрутингу, якщо кандидат не погодився на розгляд у майбутніх вакансіях;</li>
<li>самостійно розглядати запити кандидатів щодо вашої обробки.</li>
</ul>
<p>Якщо ми отримаємо запит, що стосується вашої обробки, ми перешлемо його вам. Опція анонімізації під час створення документів кандидатів дає змогу ділитися профілями всередині компанії, не розкриваючи особу.</p>
<h2>8. Зміни</h2>
<p>Ми опублікуємо зміни цієї політики на платформі, а про суттєві зміни повідомимо власників облікових записів електронною поштою до набрання ними чинності.</p>`;

export const privacyClient: LocalizedStaticDocument = {
  pl: { title: 'Polityka prywatności dla pracodawców', html: pl },
  en: { title: 'Privacy Policy for Employers', html: en },
  no: { title: 'Personvernerklæring for arbeidsgivere', html: no },
  ua: { title: 'Політика конфіденційності для роботодавців', html: ua },
};
