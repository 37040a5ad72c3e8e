import type { LocalizedStaticDocument } from './types.ts';

const en = `<p><strong>Effective date:</strong> 1 November 2026</p>
<h2>1. Scope</h2>
<p>These terms apply to employers and staffing companies (“Clients”) that use the Trades Marketplace platform to publish job offers and reach candidates in skilled trades. The platform is operated by Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Poland (“we”), e-mail <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. The platform is intended for businesses; by registering, you confirm that you act on behalf of the Client and are authorised to bind it.</p>
<h2>2. Client account and brands</h2>
<ul>
<li>You register with the company name, tax identification number, and the name, e-mail address and phone number of a contact person, and you confirm the e-mail address. We may verify the company before offers are published or orders are accepted.</li>
<li>You may add brands with a name and logo. You must hold the rights to every logo and name you upload.</li>
</ul>
<h2>3. Job offers and publication periods</h2>
<p>Offers are created in the offer form and saved as drafts. An offer becomes active after you publish it using a paid publication product. It then remains visible from its publication date until the end of the publication period stated in the description of the product you bought. You may withdraw an active offer at any time; the unused part of the period is not refunded unless the withdrawal results from our fault.</p>
<p>An offer must describe a real, currently open vacancy and state truthfully the profession, work location, type of contract, working time and pay. Mark clearly whether the pay is gross or net. We may review offers and refuse, suspend or remove an offer that breaches these terms, informing you of the reason.</p>
<h2>4. Paid products, cart and payment</h2>
<p>Paid products include offer publications, access to candidate profiles and monthly or annual subscriptions. Their scope and prices are shown in the price lists in your panel. Prices are net amounts in Polish zloty (PLN), to which VAT is added at the applicable rate.</p>
<p>You add products to the cart, choose a payment method and place the order, which creates an obligation to pay. You are then redirected to our payment provider, where you can pay by card, BLIK, Apple Pay, Google Pay or online bank transfer. We do not see or store card details. A product is activated once the payment provider confirms the payment. If a payment fails, the order is marked as failed and you can renew the payment from the order list; unpaid orders may be cancelled. Subscriptions do not renew automatically.</p>
<h2>5. Invoices</h2>
<p>For each paid order we issue a VAT invoice in PLN based on the company data in your account. You accept invoices in electronic form: they are available for download in the invoices section of the panel and, where Polish law requires it, are also issued through the National e-Invoice System (KSeF).</p>
<h2>6. Use of candidate profiles</h2>
<p>Profiles, contact details and documents generated from them may be used only to recruit for real vacancies. You may not resell them, publish them or use them for marketing. You act as an independent controller of candidate data you obtain, must inform candidates about your processing under Art. 14 GDPR and must delete data you no longer need. Details are in the <a href="/documents/privacy-client">Privacy Policy for Employers</a>.</p>
<h2>7. Prohibited content and anti-discrimination</h2>
<ul>
<li>Asking candidates for any payment, deposit or fee for recruitment, documents, training or a job.</li>
<li>Fake offers, offers collecting data for other purposes, pyramid schemes and undeclared or otherwise illegal work.</li>
<li>Misleading pay, accommodation or working conditions.</li>
<li>Content that infringes the rights of others, personal data of third parties, or links leading candidates off the platform to collect fees.</li>
</ul>
<p>Offers must not exclude or prefer candidates because of sex, age, disability, race, ethnic origin, nationality, religion, belief, sexual orientation, family status, pregnancy or trade union membership. Requirements such as certificates, experience or language skills are allowed only when they are objectively justified by the work or by safety rules. Clients must comply with the equal treatment rules of the Polish Labour Code, the Norwegian Equality and Anti-Discrimination Act and the laws of the country where the work is performed. Staffing companies must hold the registrations required for their activity, such as entry in the Polish register of employment agencies or the Norwegian register of staffing agencies.</p>
<h2>8. Liability</h2>
<p>We do not guarantee a particular number of views, applications or hires, and we are not a party to contracts between Clients and candidates. Our total liability towards a Client is limited to the amount the Client paid us in the 12 months before the event causing the damage and does not cover lost profits. These limits do not apply to damage caused intentionally. The Client is liable for the content of its offers and for its use of candidate data, and will hold us harmless against claims arising from breaches of these terms.</p>
<h2>9. Complaints</h2>
<p>Complaints about products or the functioning of the platform can be sent to <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>, stating the company name, order number and a description of the problem. We respond within 14 days. If a complaint is justified, we extend the publication period, provide the product again or refund the price, as appropriate.</p>
<h2>10. Termination, changes and governing law</h2>
<p>You may close your account at any time; products already paid for remain available until their period ends. We may terminate the agreement with 14 days' notice for valid reasons, or with immediate effect for a serious breach of these terms. We will notify changes to these terms by e-mail at least 14 days in advance; products already purchased are provided on the previous terms. Polish law applies and disputes are resolved by the court competent for our registered office in Lublin. Sole traders concluding the agreement for purposes that are not professional for them keep the consumer protection granted to them by Polish law.</p>`;

const pl = `<p><strong>Data wejścia w życie:</strong> 1 listopada 2026 r.</p>
<h2>1. Zakres</h2>
<p>Regulamin dotyczy pracodawców i agencji pracy („Klienci”), którzy korzystają z platformy Trades Marketplace, aby publikować oferty pracy i docierać do kandydatów w zawodach fachowych. Operatorem platformy jest Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polska („my”), e-mail <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. Platforma jest przeznaczona dla przedsiębiorców; rejestrując się, potwierdzasz, że działasz w imieniu Klienta i jesteś uprawniony do jego reprezentowania.</p>
<h2>2. Konto Klienta i marki</h2>
<ul>
<li>Rejestrujesz się, podając nazwę firmy, numer identyfikacji podatkowej oraz imię, nazwisko, e-mail i telefon osoby kontaktowej, a następnie potwierdzasz adres e-mail. Przed publikacją ofert lub przyjęciem zamówień możemy zweryfikować firmę.</li>
<li>Możesz dodawać marki z nazwą i logo. Musisz posiadać prawa do każdego przesłanego logo i nazwy.</li>
</ul>
<h2>3. Oferty pracy i okresy publikacji</h2>
<p>Oferty tworzy się w formularzu i zapisuje jako wersje robocze. Oferta staje się aktywna po opublikowaniu jej za pomocą płatnego produktu publikacji. Pozostaje wtedy widoczna od daty publikacji do końca okresu publikacji wskazanego w opisie zakupionego produktu. Aktywną ofertę możesz wycofać w każdej chwili; za niewykorzystaną część okresu nie zwracamy opłaty, chyba że wycofanie wynika z naszej winy.</p>
<p>Oferta musi dotyczyć rzeczywistego, aktualnego wakatu i zgodnie z prawdą określać zawód, miejsce pracy, rodzaj umowy, czas pracy i wynagrodzenie. Wyraźnie oznacz, czy wynagrodzenie jest brutto, czy netto. Możemy weryfikować oferty oraz odmówić publikacji, zawiesić lub usunąć ofertę naruszającą regulamin, informując Cię o przyczynie.</p>
<h2>4. Produkty płatne, koszyk i płatność</h2>
<p>Produkty płatne obejmują publikacje ofert, dostęp do profili kandydatów oraz subskrypcje miesięczne lub roczne. Ich zakres i ceny podane są w cennikach w Twoim panelu. Ceny są kwotami netto w złotych (PLN), do których doliczamy VAT według obowiązującej stawki.</p>
<p>Dodajesz produkty do koszyka, wybierasz metodę płatności i składasz zamówienie z obowiązkiem zapłaty. Następnie zostajesz przekierowany do operatora płatności, gdzie możesz zapłacić kartą, BLIK-iem, Apple Pay, Google Pay lub szybkim przelewem. Nie widzimy i nie przechowujemy danych kart. Produkt zostaje aktywowany po potwierdzeniu płatności przez operatora. Jeśli płatność się nie powiedzie, zamówienie otrzymuje status nieudanego, a płatność możesz ponowić z listy zamówień; nieopłacone zamówienia mogą zostać anulowane. Subskrypcje nie odnawiają się automatycznie.</p>
<h2>5. Faktury</h2>
<p>Za każde opłacone zamówienie wystawiamy fakturę VAT w PLN na podstawie danych firmy zapisanych na koncie. Akceptujesz faktury w formie elektronicznej: są dostępne do pobrania w sekcji faktur w panelu, a gdy wymagają tego polskie przepisy, wystawiamy je także w Krajowym Systemie e-Faktur (KSeF).</p>
<h2>6. Korzystanie z profili kandydatów</h2>
<p>Profile, dane kontaktowe i wygenerowane z nich dokumenty możesz wykorzystywać wyłącznie do rekrutacji na rzeczywiste stanowiska. Nie wolno ich odsprzedawać, publikować ani używać do marketingu. Wobec pozyskanych danych kandydatów działasz jako odrębny administrator, musisz poinformować kandydatów o przetwarzaniu zgodnie z art. 14 RODO i usuwać dane, które nie są już potrzebne. Szczegóły opisuje <a href="/documents/privacy-client">Polityka prywatności dla pracodawców</a>.</p>
<h2>7. Treści zakazane i zakaz dyskryminacji</h2>
<ul>
<li>Żądanie od kandydatów jakichkolwiek opłat, kaucji lub prowizji za rekrutację, dokumenty, szkolenie albo pracę.</li>
<li>Fałszywe oferty, oferty służące zbieraniu danych w innych celach, systemy piramidalne oraz praca nierejestrowana lub w inny sposób nielegalna.</li>
<li>Wprowadzające w błąd informacje o wynagrodzeniu, zakwaterowaniu lub warunkach pracy.</li>
<li>Treści naruszające prawa innych osób, dane osobowe osób trzecich oraz linki kierujące kandydatów poza platformę w celu pobierania opłat.</li>
</ul>
<p>Oferty nie mogą wykluczać ani faworyzować kandydatów ze względu na płeć, wiek, niepełnosprawność, rasę, pochodzenie etniczne, narodowość, religię, światopogląd, orientację seksualną, sytuację rodzinną, ciążę czy przynależność związkową. Wymagania dotyczące np. certyfikatów, doświadczenia lub znajomości języków są dopuszczalne tylko wtedy, gdy obiektywnie uzasadnia je rodzaj pracy lub przepisy BHP. Klienci muszą przestrzegać zasad równego traktowania wynikających z Kodeksu pracy, norweskiej ustawy o równości i przeciwdziałaniu dyskryminacji oraz prawa kraju, w którym praca jest wykonywana. Agencje pracy muszą posiadać wymagane wpisy, np. do polskiego rejestru agencji zatrudnienia (KRAZ) lub norweskiego rejestru agencji pracy tymczasowej.</p>
<h2>8. Odpowiedzialność</h2>
<p>Nie gwarantujemy określonej liczby wyświetleń, aplikacji ani zatrudnień i nie jesteśmy stroną umów między Klientami a kandydatami. Nasza łączna odpowiedzialność wobec Klienta jest ograniczona do kwoty zapłaconej nam przez Klienta w ciągu 12 miesięcy przed zdarzeniem wywołującym szkodę i nie obejmuje utraconych korzyści. Ograniczenia te nie dotyczą szkód wyrządzonych umyślnie. Klient odpowiada za treść swoich ofert i korzystanie z danych kandydatów oraz zwolni nas z odpowiedzialności za roszczenia wynikające z naruszenia regulaminu.</p>
<h2>9. Reklamacje</h2>
<p>Reklamacje dotyczące produktów lub działania platformy można przesyłać na <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>, podając nazwę firmy, numer zamówienia i opis problemu. Odpowiadamy w ciągu 14 dni. Jeśli reklamacja jest zasadna, odpowiednio przedłużymy okres publikacji, ponownie dostarczymy produkt lub zwrócimy cenę.</p>
<h2>10. Rozwiązanie umowy, zmiany i prawo właściwe</h2>
<p>Możesz zamknąć konto w każdej chwili; opłacone produkty pozostają dostępne do końca swojego okresu. Możemy wypowiedzieć umowę z zachowaniem 14-dniowego terminu z ważnych przyczyn lub ze skutkiem natychmiastowym w razie poważnego naruszenia regulaminu. O zmianach regulaminu poinformujemy e-mailem co najmniej 14 dni wcześniej; zakupione już produkty świadczymy na dotychczasowych zasadach. Zastosowanie ma prawo polskie, a spory rozstrzyga sąd właściwy dla naszej siedziby w Lublinie. Przedsiębiorcy będący osobami fizycznymi, którzy zawierają umowę niemającą dla nich charakteru zawodowego, zachowują ochronę konsumencką przyznaną im przez polskie prawo.</p>`;

const no = `<p><strong>Gjelder fra:</strong> 1. november 2026</p>
<h2>1. Virkeområde</h2>
<p>Disse vilkårene gjelder arbeidsgivere og bemanningsforetak («Kunder») som bruker plattformen Trades Marketplace til å publisere stillingsannonser og nå kandidater innen fagyrker. Plattformen drives av Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Polen («vi»), e-post <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. Plattformen er beregnet på næringsdrivende; ved å registrere deg bekrefter du at du handler på vegne av Kunden og har fullmakt til å forplikte den.</p>
<h2>2. Kundekonto og merkevarer</h2>
<ul>
<li>Du registrerer deg med firmanavn, organisasjons- eller skattenummer og navn, e-postadresse og telefonnummer til en kontaktperson, og du bekrefter e-postadressen. Vi kan verifisere selskapet før annonser publiseres eller bestillinger godtas.</li>
<li>Du kan legge til merkevarer med navn og logo. Du må ha rettighetene til alle logoer og navn du laster opp.</li>
</ul>
<h2>3. Stillingsannonser og publiseringsperioder</h2>
<p>Annonser lages i annonseskjemaet og lagres som utkast. En annonse blir aktiv når du publiserer den med et betalt publiseringsprodukt. Den er da synlig fra publiseringsdatoen til slutten av publiseringsperioden som står i beskrivelsen av produktet du kjøpte. Du kan når som helst trekke tilbake en aktiv annonse; den ubrukte delen av perioden refunderes ikke, med mindre tilbaketrekkingen skyldes feil fra vår side.</p>
<p>En annonse må gjelde en reell, ledig stilling og gi riktige opplysninger om yrke, arbeidssted, kontraktstype, arbeidstid og lønn. Angi tydelig om lønnen er brutto eller netto. Vi kan kontrollere annonser og avvise, stanse eller fjerne en annonse som bryter vilkårene, og vi forteller deg hvorfor.</p>
<h2>4. Betalte produkter, handlekurv og betaling</h2>
<p>Betalte produkter omfatter annonsepubliseringer, tilgang til kandidatprofiler og månedlige eller årlige abonnementer. Innhold og priser vises i prislistene i panelet ditt. Prisene er nettobeløp i polske zloty (PLN), og merverdiavgift kommer i tillegg etter gjeldende sats.</p>
<p>Du legger produkter i handlekurven, velger betalingsmåte og sender bestillingen, som innebærer en plikt til å betale. Deretter sendes du videre til betalingsleverandøren vår, der du kan betale med kort, BLIK, Apple Pay, Google Pay eller nettbankoverføring. Vi ser ikke og lagrer ikke kortopplysninger. Produktet aktiveres når betalingsleverandøren bekrefter betalingen. Mislykkes betalingen, merkes bestillingen som mislykket, og du kan forsøke betalingen på nytt fra bestillingslisten; ubetalte bestillinger kan bli kansellert. Abonnementer fornyes ikke automatisk.</p>
<h2>5. Fakturaer</h2>
<p>For hver betalt bestilling utsteder vi en faktura med merverdiavgift i PLN basert på firmaopplysningene i kontoen. Du godtar elektroniske fakturaer: de kan lastes ned i fakturadelen av panelet og utstedes også gjennom det polske nasjonale e-fakturasystemet (KSeF) når polsk lov krever det.</p>
<h2>6. Bruk av kandidatprofiler</h2>
<p>Profiler, kontaktopplysninger og dokumenter generert fra dem kan bare brukes til rekruttering til reelle stillinger. Du kan ikke videreselge eller publisere dem eller bruke dem til markedsføring. Du er selvstendig behandlingsansvarlig for kandidatopplysninger du får, må informere kandidatene om behandlingen etter art. 14 GDPR og må slette opplysninger du ikke lenger trenger. Mer om dette står i <a href="/documents/privacy-client">personvernerklæringen for arbeidsgivere</a>.</p>
<h2>7. Forbudt innhold og diskrimineringsforbud</h2>
<ul>
<li>Å kreve betaling, depositum eller gebyr fra kandidater for rekruttering, dokumenter, opplæring eller jobb.</li>
<li>Falske annonser, annonser som samler inn data til andre formål, pyramidespill og svart eller på annen måte ulovlig arbeid.</li>
<li>Villedende opplysninger om lønn, bolig eller arbeidsforhold.</li>
<li>Innhold som krenker andres rettigheter, personopplysninger om tredjepersoner og lenker som leder kandidater bort fra plattformen for å kreve gebyrer.</li>
</ul>
<p>Annonser må ikke utelukke eller favorisere kandidater på grunn av kjønn, alder, funksjonsnedsettelse, etnisitet, nasjonal opprinnelse, religion, livssyn, seksuell orientering, familiesituasjon, graviditet eller fagforeningsmedlemskap. Krav til for eksempel sertifikater, erfaring eller språkferdigheter er bare tillatt når de er saklig begrunnet i arbeidet eller i sikkerhetsregler. Kunder må følge likebehandlingsreglene i polsk arbeidslovgivning, likestillings- og diskrimineringsloven og lovene i landet der arbeidet utføres. Bemanningsforetak må ha de registreringene virksomheten krever, for eksempel i Arbeidstilsynets register over bemanningsforetak eller i det polske registeret over arbeidsformidlingsbyråer.</p>
<h2>8. Ansvar</h2>
<p>Vi garanterer ikke et bestemt antall visninger, søknader eller ansettelser og er ikke part i avtaler mellom Kunder og kandidater. Vårt samlede ansvar overfor en Kunde er begrenset til beløpet Kunden har betalt oss de siste 12 månedene før hendelsen som forårsaket skaden, og omfatter ikke tapt fortjeneste. Begrensningene gjelder ikke skade voldt med forsett. Kunden er ansvarlig for innholdet i sine annonser og for sin bruk av kandidatopplysninger, og skal holde oss skadesløse for krav som følger av brudd på vilkårene.</p>
<h2>9. Reklamasjoner</h2>
<p>Reklamasjoner på produkter eller plattformens funksjon kan sendes til <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a> med firmanavn, bestillingsnummer og en beskrivelse av problemet. Vi svarer innen 14 dager. Er reklamasjonen berettiget, forlenger vi publiseringsperioden, leverer produktet på nytt eller refunderer prisen, etter hva som passer.</p>
<h2>10. Oppsigelse, endringer og lovvalg</h2>
<p>Du kan når som helst avslutte kontoen; produkter som allerede er betalt, er tilgjengelige ut perioden sin. Vi kan si opp avtalen med 14 dagers varsel av saklige grunner, eller med umiddelbar virkning ved alvorlig brudd på vilkårene. Endringer i vilkårene varsles på e-post minst 14 dager i forveien; produkter som allerede er kjøpt, leveres på de tidligere vilkårene. Avtalen er underlagt polsk rett, og tvister avgjøres av domstolen som er kompetent for vårt forretningskontor i Lublin. Enkeltpersonforetak som inngår avtalen for formål som ikke er profesjonelle for dem, beholder det forbrukervernet polsk lov gir dem.</p>`;

const ua = `<p><strong>Дата набрання чинності:</strong> 1 листопада 2026 року</p>
<h2>1. Сфера дії</h2>
<p>Ці умови стосуються роботодавців і кадрових агентств («Клієнти»), які користуються платформою Trades Marketplace, щоб публікувати вакансії та знаходити кандидатів робітничих і технічних професій. Оператор платформи — Trades Marketplace sp. z o.o., ul. Krakowskie Przedmieście 1, 20-002 Lublin, Польща («ми»), e-mail <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>. Платформа призначена для суб’єктів господарювання; реєструючись, ви підтверджуєте, що дієте від імені Клієнта і маєте повноваження його представляти.</p>
<h2>2. Обліковий запис Клієнта та бренди</h2>
<ul>
<li>Для реєстрації потрібні назва компанії, податковий ідентифікаційний номер, а також ім’я, прізвище, e-mail і телефон контактної особи; адресу пошти потрібно підтвердити. Перед публікацією вакансій або прийняттям замовлень ми можемо перевірити компанію.</li>
<li>Ви можете додавати бренди з назвою та логотипом. Ви повинні мати права на кожен завантажений логотип і назву.</li>
</ul>
<h2>3. Вакансії та строки публікації</h2>
<p>Вакансії створюються у формі та зберігаються як чернетки. Вакансія стає активною після публікації за допомогою платного продукту публікації. Вона залишається видимою від дати публікації до кінця строку публікації, зазначеного в описі придбаного продукту. Активну вакансію можна відкликати будь-коли; за невикористану частину строку кошти не повертаються, якщо відкликання не сталося з нашої вини.</p>
<p>Вакансія повинна стосуватися реального відкритого робочого місця та правдиво зазначати професію, місце роботи, вид договору, робочий час і оплату. Чітко вкажіть, чи оплата брутто, чи нетто. Ми можемо перевіряти вакансії та відмовити в публікації, призупинити або видалити вакансію, що порушує ці умови, повідомивши вам причину.</p>
<h2>4. Платні продукти, кошик і оплата</h2>
<p>До платних продуктів належать публікації вакансій, доступ до профілів кандидатів і місячні або річні підписки. Їхній обсяг і ціни наведено в прайс-листах у вашій панелі. Ціни вказано без ПДВ у польських злотих (PLN); ПДВ додається за чинною ставкою.</p>
<p>Ви додаєте продукти до кошика, обираєте спосіб оплати та оформлюєте замовлення з обов’язком оплати. Потім вас перенаправляють до платіжного оператора, де можна оплатити карткою, BLIK, Apple Pay, Google Pay або онлайн-переказом. Ми не бачимо і не зберігаємо дані карток. Продукт активується після підтвердження оплати оператором. Якщо оплата не вдалася, замовлення отримує статус невдалого, і ви можете повторити оплату зі списку замовлень; неоплачені замовлення можуть бути скасовані. Підписки не поновлюються автоматично.</p>
<h2>5. Рахунки-фактури</h2>
<p>За кожне оплачене замовлення ми виставляємо рахунок-фактуру з ПДВ у PLN на підставі даних компанії в обліковому записі. Ви погоджуєтеся на електронні рахунки: їх можна завантажити в розділі рахунків панелі, а коли цього вимагає польське законодавство, вони також виставляються через Національну систему електронних рахунків (KSeF).</p>
<h2>6. Використання профілів кандидатів</h2>
<p>Профілі, контактні дані та створені з них документи можна використовувати лише для підбору на реальні вакансії. Їх заборонено перепродавати, оприлюднювати чи використовувати для маркетингу. Щодо отриманих даних кандидатів ви дієте як окремий контролер, повинні поінформувати кандидатів про обробку відповідно до ст. 14 GDPR і видаляти дані, які більше не потрібні. Докладніше — у <a href="/documents/privacy-client">Політиці конфіденційності для роботодавців</a>.</p>
<h2>7. Заборонений вміст і заборона дискримінації</h2>
<ul>
<li>Вимога від кандидатів будь-якої оплати, застави чи комісії за підбір, документи, навчання або роботу.</li>
<li>Фальшиві вакансії, вакансії для збирання даних з іншою метою, пірамідні схеми, а також незадекларована чи інша незаконна робота.</li>
<li>Оманлива інформація про оплату, житло чи умови праці.</li>
<li>Вміст, що порушує права інших осіб, персональні дані третіх осіб і посилання, що ведуть кандидатів за межі платформи для стягнення плати.</li>
</ul>
<p>Вакансії не можуть виключати кандидатів або надавати їм перевагу за ознакою статі, віку, інвалідності, раси, етнічного походження, національності, релігії, переконань, сексуальної орієнтації, сімейного стану, вагітності чи членства у профспілці. Вимоги щодо сертифікатів, досвіду чи знання мов допустимі лише тоді, коли вони об’єктивно обґрунтовані характером роботи або правилами безпеки. Клієнти зобов’язані дотримуватися правил рівного ставлення, передбачених Трудовим кодексом Польщі, норвезьким Законом про рівність і заборону дискримінації та законодавством країни, де виконується робота. Кадрові агентства повинні мати необхідні реєстрації, наприклад у польському реєстрі агентств зайнятості (KRAZ) чи в норвезькому реєстрі агентств тимчасового працевлаштування.</p>
<h2>8. Відповідальність</h2>
<p>Ми не гарантуємо певної кількості переглядів, заявок чи працевлаштувань і не є стороною договорів між Клієнтами та кандидатами. Наша сукупна відповідальність перед Клієнтом обмежена сумою, яку Клієнт сплатив нам протягом 12 місяців до події, що спричинила шкоду, і не охоплює упущеної вигоди. Ці обмеження не застосовуються до шкоди, завданої умисно. Клієнт відповідає за зміст своїх вакансій і використання даних кандидатів та звільняє нас від відповідальності за вимогами, що виникли через порушення цих умов.</p>
<h2>9. Скарги</h2>
<p>Скарги щодо продуктів або роботи платформи надсилайте на <a href="mailto:contact@trades-marketplace.example">contact@trades-marketplace.example</a>, зазначивши назву компанії, номер замовлення та опис проблеми. Ми відповідаємо протягом 14 днів. Якщо скарга обґрунтована, ми відповідно продовжимо строк публікації, повторно надамо продукт або повернемо кошти.</p>
<h2>10. Припинення, зміни та застосовне право</h2>
<p>Ви можете закрити обліковий запис будь-коли; вже оплачені продукти залишаються доступними до кінця свого строку. Ми можемо розірвати договір із попередженням за 14 днів з обґрунтованих причин або з негайним ефектом у разі серйозного порушення умов. Про зміни умов ми повідомимо електронною поштою щонайменше за 14 днів; вже придбані продукти надаються на попередніх умовах. Застосовується право Польщі, а спори розглядає суд за місцезнаходженням нашого офісу в Любліні. Фізичні особи-підприємці, які укладають договір не з професійною для них метою, зберігають захист споживачів, наданий їм польським законодавством.</p>`;

export const termsClient: LocalizedStaticDocument = {
  pl: { title: 'Regulamin dla pracodawców', html: pl },
  en: { title: 'Terms of Service for Employers', html: en },
  no: { title: 'Vilkår for arbeidsgivere', html: no },
  ua: { title: 'Умови користування для роботодавців', html: ua },
};
