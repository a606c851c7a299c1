// Texts of the web3 wallet's refusals in every selectable language, looked up by the request's
// language type (spec §3, §7); `bg` and unknown types answer in English (§8). Keys are the result
// codes of codes.ts (docs/protocol-web3-wallet.md).
import {
  type CatalogueByLocale,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../../i18n/localised-catalogue.ts';
import type { Web3CodeValue } from './codes.ts';

type Web3Messages = MessageTable<Web3CodeValue>;

const en: Web3Messages = {
  '41001': 'The amount must be a positive number within the token’s decimals (at most 8 for a withdrawal)',
  '41002': 'Choose two different tokens',
  '41003': 'The pools cannot pay anything for that amount',
  '41004': 'Your exchange balance is too low',
  '41005': 'Confirm with your second factor (authenticator or e-mail code)',
  '41006': 'The second-factor code is wrong or has expired',
  '41007': 'The web3 wallet uses your real account, not a demo account',
  '41008': 'No transaction with that hash is on the chain',
  '41009': 'That transaction is not a token swap through the exchange’s router',
  '41010': 'That swap is already recorded by another account',
  '41011': 'That is the exchange’s own hot wallet; choose your wallet’s address',
  '41012': 'The faucet has given gas to as many of your wallets as it serves',
  '41013': 'The chain refused the call (a reverted call, too little ether for gas, or a stale nonce)',
};

const ja: Web3Messages = {
  '41001': '金額はトークンの小数桁以内の正の数で入力してください(出金は小数点以下8桁まで)',
  '41002': '異なる2つのトークンを選択してください',
  '41003': 'その金額ではプールから受け取れる量がありません',
  '41004': '取引所の残高が不足しています',
  '41005': '二段階認証(認証アプリまたはメールのコード)で確認してください',
  '41006': '二段階認証コードが間違っているか期限切れです',
  '41007': 'Web3ウォレットはデモ口座ではなく実口座で利用します',
  '41008': 'そのハッシュの取引はチェーン上にありません',
  '41009': 'その取引は取引所のルーターを通したトークンスワップではありません',
  '41010': 'そのスワップは別のアカウントで記録済みです',
  '41011': 'それは取引所のホットウォレットです。ご自身のウォレットのアドレスを選んでください',
  '41012': 'ガス代の配布は上限数のウォレットに達しています',
  '41013': 'チェーンが呼び出しを拒否しました(実行の取り消し、ガス用のETH不足、またはノンスの不一致)',
};

const ko: Web3Messages = {
  '41001': '금액은 토큰 소수 자릿수 이내의 양수여야 합니다(출금은 소수점 8자리까지)',
  '41002': '서로 다른 두 토큰을 선택하세요',
  '41003': '해당 금액으로는 풀에서 받을 수 있는 양이 없습니다',
  '41004': '거래소 잔액이 부족합니다',
  '41005': '2단계 인증(인증 앱 또는 이메일 코드)으로 확인하세요',
  '41006': '2단계 인증 코드가 틀렸거나 만료되었습니다',
  '41007': 'Web3 지갑은 데모 계정이 아닌 실제 계정을 사용합니다',
  '41008': '해당 해시의 트랜잭션이 체인에 없습니다',
  '41009': '해당 트랜잭션은 거래소 라우터를 통한 토큰 스왑이 아닙니다',
  '41010': '해당 스왑은 이미 다른 계정에 기록되었습니다',
  '41011': '거래소의 핫월렛 주소입니다. 본인 지갑 주소를 선택하세요',
  '41012': '가스 지급이 허용된 지갑 수에 도달했습니다',
  '41013': '체인이 호출을 거부했습니다(실행 되돌림, 가스용 이더 부족 또는 오래된 논스)',
};

const zhCN: Web3Messages = {
  '41001': '金额须为不超过代币小数位数的正数(提现最多8位小数)',
  '41002': '请选择两种不同的代币',
  '41003': '该金额在资金池中无法兑换到任何代币',
  '41004': '您的交易所余额不足',
  '41005': '请使用二次验证(验证器或邮箱验证码)确认',
  '41006': '二次验证码错误或已过期',
  '41007': 'Web3钱包使用您的真实账户,而不是模拟账户',
  '41008': '链上没有该哈希的交易',
  '41009': '该交易不是通过交易所路由合约进行的代币兑换',
  '41010': '该兑换已被其他账户记录',
  '41011': '这是交易所自己的热钱包地址,请填写您的钱包地址',
  '41012': '水龙头已为您允许数量的钱包发放过Gas',
  '41013': '链拒绝了该调用(调用被回滚、用于Gas的ETH不足或nonce已过期)',
};

const zhTC: Web3Messages = {
  '41001': '金額須為不超過代幣小數位數的正數(提領最多8位小數)',
  '41002': '請選擇兩種不同的代幣',
  '41003': '該金額在資金池中無法兌換到任何代幣',
  '41004': '您的交易所餘額不足',
  '41005': '請使用二次驗證(驗證器或電子郵件驗證碼)確認',
  '41006': '二次驗證碼錯誤或已過期',
  '41007': 'Web3錢包使用您的真實帳戶,而非模擬帳戶',
  '41008': '鏈上沒有該雜湊的交易',
  '41009': '該交易不是透過交易所路由合約進行的代幣兌換',
  '41010': '該兌換已被其他帳戶記錄',
  '41011': '這是交易所自己的熱錢包地址,請填寫您的錢包地址',
  '41012': '水龍頭已為您允許數量的錢包發放過Gas',
  '41013': '鏈拒絕了該呼叫(呼叫被回滾、用於Gas的ETH不足或nonce已過期)',
};

const ru: Web3Messages = {
  '41001': 'Сумма должна быть положительным числом в пределах знаков токена (для вывода не более 8)',
  '41002': 'Выберите два разных токена',
  '41003': 'На эту сумму пулы ничего не выплатят',
  '41004': 'Недостаточно средств на бирже',
  '41005': 'Подтвердите вторым фактором (приложение-аутентификатор или код из письма)',
  '41006': 'Код второго фактора неверен или устарел',
  '41007': 'Web3-кошелёк работает с реальным счётом, а не с демо-счётом',
  '41008': 'Транзакции с таким хешем в сети нет',
  '41009': 'Эта транзакция не является обменом токенов через роутер биржи',
  '41010': 'Этот обмен уже записан другим аккаунтом',
  '41011': 'Это горячий кошелёк биржи; укажите адрес своего кошелька',
  '41012': 'Кран уже выдал газ на максимальное число ваших кошельков',
  '41013': 'Сеть отклонила вызов (откат выполнения, не хватает эфира на газ или устаревший nonce)',
};

const uk: Web3Messages = {
  '41001': 'Сума має бути додатним числом у межах знаків токена (для виведення не більше 8)',
  '41002': 'Оберіть два різні токени',
  '41003': 'За цю суму пули нічого не виплатять',
  '41004': 'Недостатньо коштів на біржі',
  '41005': 'Підтвердьте другим фактором (застосунок-автентифікатор або код з листа)',
  '41006': 'Код другого фактора неправильний або прострочений',
  '41007': 'Web3-гаманець працює з реальним рахунком, а не з демо',
  '41008': 'Транзакції з таким хешем у мережі немає',
  '41009': 'Ця транзакція не є обміном токенів через роутер біржі',
  '41010': 'Цей обмін уже записано іншим акаунтом',
  '41011': 'Це гарячий гаманець біржі; вкажіть адресу свого гаманця',
  '41012': 'Кран уже видав газ на максимальну кількість ваших гаманців',
  '41013': 'Мережа відхилила виклик (відкат виконання, бракує етеру на газ або застарілий nonce)',
};

const pl: Web3Messages = {
  '41001': 'Kwota musi być liczbą dodatnią w granicach miejsc po przecinku tokena (przy wypłacie maks. 8)',
  '41002': 'Wybierz dwa różne tokeny',
  '41003': 'Pule nic nie wypłacą za tę kwotę',
  '41004': 'Saldo na giełdzie jest za niskie',
  '41005': 'Potwierdź drugim składnikiem (aplikacja uwierzytelniająca lub kod e-mail)',
  '41006': 'Kod drugiego składnika jest błędny lub wygasł',
  '41007': 'Portfel web3 korzysta z prawdziwego konta, nie z konta demo',
  '41008': 'W sieci nie ma transakcji o tym haszu',
  '41009': 'Ta transakcja nie jest wymianą tokenów przez router giełdy',
  '41010': 'Ta wymiana jest już zapisana przez inne konto',
  '41011': 'To gorący portfel giełdy; podaj adres swojego portfela',
  '41012': 'Kran przydzielił już gaz maksymalnej liczbie Twoich portfeli',
  '41013': 'Sieć odrzuciła wywołanie (wycofane wykonanie, za mało etheru na gaz lub nieaktualny nonce)',
};

const es: Web3Messages = {
  '41001':
    'El importe debe ser un número positivo dentro de los decimales del token (máximo 8 para un retiro)',
  '41002': 'Elige dos tokens distintos',
  '41003': 'Los pools no pagan nada por ese importe',
  '41004': 'Tu saldo en el exchange es insuficiente',
  '41005': 'Confirma con tu segundo factor (autenticador o código por correo)',
  '41006': 'El código del segundo factor es incorrecto o ha caducado',
  '41007': 'La billetera web3 usa tu cuenta real, no una cuenta demo',
  '41008': 'No hay ninguna transacción con ese hash en la cadena',
  '41009': 'Esa transacción no es un intercambio de tokens mediante el router del exchange',
  '41010': 'Otra cuenta ya registró ese intercambio',
  '41011': 'Esa es la billetera caliente del exchange; indica la dirección de tu billetera',
  '41012': 'El grifo ya dio gas al máximo de billeteras permitido',
  '41013':
    'La cadena rechazó la llamada (ejecución revertida, poco ether para el gas o nonce desactualizado)',
};

const pt: Web3Messages = {
  '41001':
    'O valor deve ser um número positivo dentro das casas decimais do token (no máximo 8 para um saque)',
  '41002': 'Escolha dois tokens diferentes',
  '41003': 'Os pools não pagam nada por esse valor',
  '41004': 'Seu saldo na corretora é insuficiente',
  '41005': 'Confirme com seu segundo fator (autenticador ou código por e-mail)',
  '41006': 'O código do segundo fator está errado ou expirou',
  '41007': 'A carteira web3 usa sua conta real, não uma conta demo',
  '41008': 'Não há transação com esse hash na blockchain',
  '41009': 'Essa transação não é uma troca de tokens pelo roteador da corretora',
  '41010': 'Essa troca já foi registrada por outra conta',
  '41011': 'Esse é o hot wallet da própria corretora; informe o endereço da sua carteira',
  '41012': 'A torneira já deu gás ao número máximo de carteiras permitido',
  '41013':
    'A blockchain recusou a chamada (execução revertida, pouco ether para o gás ou nonce desatualizado)',
};

const it: Web3Messages = {
  '41001':
    'L’importo deve essere un numero positivo entro i decimali del token (al massimo 8 per un prelievo)',
  '41002': 'Scegli due token diversi',
  '41003': 'I pool non pagano nulla per questo importo',
  '41004': 'Il saldo sull’exchange è insufficiente',
  '41005': 'Conferma con il secondo fattore (app di autenticazione o codice e-mail)',
  '41006': 'Il codice del secondo fattore è errato o scaduto',
  '41007': 'Il portafoglio web3 usa il conto reale, non un conto demo',
  '41008': 'Nessuna transazione con questo hash sulla catena',
  '41009': 'Questa transazione non è uno scambio di token tramite il router dell’exchange',
  '41010': 'Questo scambio è già registrato da un altro account',
  '41011': 'Questo è l’hot wallet dell’exchange; indica l’indirizzo del tuo portafoglio',
  '41012': 'Il faucet ha già dato gas al numero massimo di portafogli consentito',
  '41013':
    'La chain ha rifiutato la chiamata (esecuzione annullata, ether insufficiente per il gas o nonce non aggiornato)',
};

const fr: Web3Messages = {
  '41001': 'Le montant doit être un nombre positif dans les décimales du jeton (8 au plus pour un retrait)',
  '41002': 'Choisissez deux jetons différents',
  '41003': 'Les pools ne versent rien pour ce montant',
  '41004': 'Votre solde sur la plateforme est insuffisant',
  '41005': 'Confirmez avec votre second facteur (application d’authentification ou code par e-mail)',
  '41006': 'Le code du second facteur est erroné ou a expiré',
  '41007': 'Le portefeuille web3 utilise votre compte réel, pas un compte démo',
  '41008': 'Aucune transaction avec ce hash n’existe sur la chaîne',
  '41009': 'Cette transaction n’est pas un échange de jetons via le routeur de la plateforme',
  '41010': 'Cet échange est déjà enregistré par un autre compte',
  '41011': 'C’est le portefeuille chaud de la plateforme ; indiquez l’adresse de votre portefeuille',
  '41012': 'Le robinet a déjà fourni du gaz au nombre maximal de portefeuilles autorisé',
  '41013': 'La chaîne a refusé l’appel (exécution annulée, pas assez d’ether pour le gaz ou nonce périmé)',
};

const de: Web3Messages = {
  '41001':
    'Der Betrag muss eine positive Zahl innerhalb der Nachkommastellen des Tokens sein (bei Auszahlungen höchstens 8)',
  '41002': 'Wählen Sie zwei verschiedene Token',
  '41003': 'Die Pools zahlen für diesen Betrag nichts aus',
  '41004': 'Ihr Guthaben an der Börse reicht nicht aus',
  '41005': 'Bestätigen Sie mit Ihrem zweiten Faktor (Authenticator oder E-Mail-Code)',
  '41006': 'Der Code des zweiten Faktors ist falsch oder abgelaufen',
  '41007': 'Die Web3-Wallet nutzt Ihr echtes Konto, kein Demokonto',
  '41008': 'Auf der Chain gibt es keine Transaktion mit diesem Hash',
  '41009': 'Diese Transaktion ist kein Token-Tausch über den Router der Börse',
  '41010': 'Dieser Tausch wurde bereits von einem anderen Konto erfasst',
  '41011': 'Das ist die Hot Wallet der Börse; geben Sie die Adresse Ihrer Wallet an',
  '41012': 'Der Faucet hat bereits der erlaubten Zahl Ihrer Wallets Gas gegeben',
  '41013':
    'Die Chain hat den Aufruf abgelehnt (Ausführung rückgängig gemacht, zu wenig Ether für Gas oder veraltete Nonce)',
};

const nl: Web3Messages = {
  '41001':
    'Het bedrag moet een positief getal zijn binnen de decimalen van de token (bij opnemen hoogstens 8)',
  '41002': 'Kies twee verschillende tokens',
  '41003': 'De pools betalen niets uit voor dat bedrag',
  '41004': 'Je saldo op de beurs is te laag',
  '41005': 'Bevestig met je tweede factor (authenticator-app of e-mailcode)',
  '41006': 'De code van de tweede factor is onjuist of verlopen',
  '41007': 'De web3-wallet gebruikt je echte rekening, geen demorekening',
  '41008': 'Er staat geen transactie met die hash op de chain',
  '41009': 'Die transactie is geen tokenruil via de router van de beurs',
  '41010': 'Die ruil is al door een ander account vastgelegd',
  '41011': 'Dat is de hot wallet van de beurs zelf; kies het adres van je eigen wallet',
  '41012': 'De kraan heeft al het maximale aantal van je wallets gas gegeven',
  '41013':
    'De chain weigerde de aanroep (teruggedraaide uitvoering, te weinig ether voor gas of verouderde nonce)',
};

const sv: Web3Messages = {
  '41001': 'Beloppet måste vara ett positivt tal inom tokenens decimaler (högst 8 vid uttag)',
  '41002': 'Välj två olika tokens',
  '41003': 'Poolerna betalar ingenting för det beloppet',
  '41004': 'Ditt saldo på börsen är för lågt',
  '41005': 'Bekräfta med din andra faktor (autentiseringsapp eller e-postkod)',
  '41006': 'Koden för den andra faktorn är fel eller har gått ut',
  '41007': 'Web3-plånboken använder ditt riktiga konto, inte ett demokonto',
  '41008': 'Det finns ingen transaktion med den hashen på kedjan',
  '41009': 'Den transaktionen är inget tokenbyte via börsens router',
  '41010': 'Det bytet är redan registrerat av ett annat konto',
  '41011': 'Det är börsens egen heta plånbok; ange adressen till din plånbok',
  '41012': 'Kranen har redan gett gas till det högsta antalet av dina plånböcker',
  '41013': 'Kedjan avvisade anropet (återställd körning, för lite ether för gas eller inaktuell nonce)',
};

const id: Web3Messages = {
  '41001': 'Jumlah harus berupa angka positif dalam batas desimal token (maksimal 8 untuk penarikan)',
  '41002': 'Pilih dua token yang berbeda',
  '41003': 'Pool tidak membayar apa pun untuk jumlah tersebut',
  '41004': 'Saldo bursa Anda tidak mencukupi',
  '41005': 'Konfirmasi dengan faktor kedua Anda (aplikasi autentikator atau kode email)',
  '41006': 'Kode faktor kedua salah atau sudah kedaluwarsa',
  '41007': 'Dompet web3 memakai akun asli Anda, bukan akun demo',
  '41008': 'Tidak ada transaksi dengan hash tersebut di chain',
  '41009': 'Transaksi itu bukan penukaran token melalui router bursa',
  '41010': 'Penukaran itu sudah dicatat oleh akun lain',
  '41011': 'Itu adalah hot wallet milik bursa; pilih alamat dompet Anda',
  '41012': 'Faucet sudah memberi gas ke jumlah maksimum dompet Anda',
  '41013': 'Rantai menolak panggilan (eksekusi dibatalkan, ether untuk gas kurang, atau nonce usang)',
};

const vi: Web3Messages = {
  '41001': 'Số lượng phải là số dương trong phạm vi số thập phân của token (tối đa 8 khi rút)',
  '41002': 'Hãy chọn hai token khác nhau',
  '41003': 'Các pool không trả được gì cho số lượng đó',
  '41004': 'Số dư trên sàn của bạn không đủ',
  '41005': 'Hãy xác nhận bằng yếu tố thứ hai (ứng dụng xác thực hoặc mã email)',
  '41006': 'Mã yếu tố thứ hai sai hoặc đã hết hạn',
  '41007': 'Ví web3 dùng tài khoản thật của bạn, không phải tài khoản demo',
  '41008': 'Không có giao dịch nào với mã băm đó trên chuỗi',
  '41009': 'Giao dịch đó không phải là hoán đổi token qua router của sàn',
  '41010': 'Giao dịch hoán đổi đó đã được một tài khoản khác ghi nhận',
  '41011': 'Đó là ví nóng của sàn; hãy chọn địa chỉ ví của bạn',
  '41012': 'Vòi đã cấp phí gas cho số ví tối đa của bạn',
  '41013': 'Chuỗi đã từ chối lệnh gọi (thực thi bị hoàn tác, không đủ ether trả gas hoặc nonce đã cũ)',
};

const th: Web3Messages = {
  '41001': 'จำนวนต้องเป็นจำนวนบวกภายในทศนิยมของโทเคน (การถอนไม่เกิน 8 ตำแหน่ง)',
  '41002': 'โปรดเลือกโทเคนสองตัวที่ต่างกัน',
  '41003': 'พูลไม่สามารถจ่ายอะไรได้สำหรับจำนวนนี้',
  '41004': 'ยอดคงเหลือในกระดานเทรดของคุณไม่พอ',
  '41005': 'โปรดยืนยันด้วยปัจจัยที่สอง (แอปยืนยันตัวตนหรือรหัสทางอีเมล)',
  '41006': 'รหัสปัจจัยที่สองไม่ถูกต้องหรือหมดอายุแล้ว',
  '41007': 'กระเป๋า web3 ใช้บัญชีจริงของคุณ ไม่ใช่บัญชีทดลอง',
  '41008': 'ไม่มีธุรกรรมที่มีแฮชนี้บนเชน',
  '41009': 'ธุรกรรมนี้ไม่ใช่การสลับโทเคนผ่านเราเตอร์ของกระดานเทรด',
  '41010': 'การสลับนี้ถูกบันทึกโดยบัญชีอื่นแล้ว',
  '41011': 'นี่คือฮอตวอลเล็ตของกระดานเทรด โปรดเลือกที่อยู่กระเป๋าของคุณ',
  '41012': 'ก๊อกแจกค่าแก๊สให้กระเป๋าของคุณครบจำนวนสูงสุดแล้ว',
  '41013': 'เชนปฏิเสธการเรียก (การทำงานถูกย้อนกลับ อีเธอร์สำหรับค่าแก๊สไม่พอ หรือ nonce เก่า)',
};

const tr: Web3Messages = {
  '41001': 'Tutar, tokenın ondalık basamakları içinde pozitif bir sayı olmalıdır (çekimde en fazla 8)',
  '41002': 'İki farklı token seçin',
  '41003': 'Havuzlar bu tutar için hiçbir şey ödemiyor',
  '41004': 'Borsadaki bakiyeniz yetersiz',
  '41005': 'İkinci faktörünüzle onaylayın (kimlik doğrulayıcı ya da e-posta kodu)',
  '41006': 'İkinci faktör kodu yanlış ya da süresi dolmuş',
  '41007': 'Web3 cüzdanı demo hesabınızı değil gerçek hesabınızı kullanır',
  '41008': 'Zincirde bu hash ile bir işlem yok',
  '41009': 'Bu işlem, borsanın yönlendiricisi üzerinden yapılmış bir token takası değil',
  '41010': 'Bu takas başka bir hesap tarafından zaten kaydedilmiş',
  '41011': 'Bu, borsanın kendi sıcak cüzdanı; kendi cüzdan adresinizi seçin',
  '41012': 'Musluk izin verilen sayıda cüzdanınıza zaten gas verdi',
  '41013': 'Zincir çağrıyı reddetti (geri alınan yürütme, gaz için yetersiz ether veya eski nonce)',
};

const uz: Web3Messages = {
  '41001': 'Miqdor token kasr xonalari doirasidagi musbat son boʻlishi kerak (yechishda koʻpi bilan 8)',
  '41002': 'Ikki xil tokenni tanlang',
  '41003': 'Bu miqdor uchun hovuzlar hech narsa toʻlamaydi',
  '41004': 'Birjadagi balansingiz yetarli emas',
  '41005': 'Ikkinchi omil bilan tasdiqlang (autentifikator yoki e-pochta kodi)',
  '41006': 'Ikkinchi omil kodi notoʻgʻri yoki muddati oʻtgan',
  '41007': 'Web3 hamyon demo emas, haqiqiy hisobingizdan foydalanadi',
  '41008': 'Zanjirda bunday xeshli tranzaksiya yoʻq',
  '41009': 'Bu tranzaksiya birja routeri orqali token almashinuvi emas',
  '41010': 'Bu almashinuv boshqa hisob tomonidan allaqachon yozilgan',
  '41011': 'Bu birjaning issiq hamyoni; oʻz hamyoningiz manzilini tanlang',
  '41012': 'Kran hamyonlaringizning ruxsat etilgan soniga gaz berib boʻldi',
  '41013':
    'Zanjir chaqiruvni rad etdi (bajarilish bekor qilindi, gaz uchun ether yetmaydi yoki nonce eskirgan)',
};

const ar: Web3Messages = {
  '41001': 'يجب أن يكون المبلغ رقمًا موجبًا ضمن خانات العملة العشرية (8 خانات على الأكثر للسحب)',
  '41002': 'اختر رمزين مختلفين',
  '41003': 'لا تدفع المجمعات شيئًا مقابل هذا المبلغ',
  '41004': 'رصيدك في المنصة غير كافٍ',
  '41005': 'أكّد باستخدام العامل الثاني (تطبيق المصادقة أو رمز البريد الإلكتروني)',
  '41006': 'رمز العامل الثاني خاطئ أو منتهي الصلاحية',
  '41007': 'تستخدم محفظة web3 حسابك الحقيقي وليس حسابًا تجريبيًا',
  '41008': 'لا توجد معاملة بهذا المعرّف على السلسلة',
  '41009': 'هذه المعاملة ليست مبادلة رموز عبر موجّه المنصة',
  '41010': 'سجّل حساب آخر هذه المبادلة بالفعل',
  '41011': 'هذه هي المحفظة الساخنة للمنصة؛ اختر عنوان محفظتك',
  '41012': 'منح الصنبور رسوم الغاز لأقصى عدد مسموح من محافظك',
  '41013': 'رفضت السلسلة الطلب (تنفيذ تم التراجع عنه، أو إيثر غير كافٍ للغاز، أو nonce قديم)',
};

const ph: Web3Messages = {
  '41001': 'Ang halaga ay dapat positibong numero na pasok sa decimals ng token (hanggang 8 sa withdrawal)',
  '41002': 'Pumili ng dalawang magkaibang token',
  '41003': 'Walang maibabayad ang mga pool para sa halagang iyan',
  '41004': 'Kulang ang balanse mo sa exchange',
  '41005': 'Kumpirmahin gamit ang iyong second factor (authenticator o code sa e-mail)',
  '41006': 'Mali o expired na ang code ng second factor',
  '41007': 'Ginagamit ng web3 wallet ang tunay mong account, hindi demo account',
  '41008': 'Walang transaksyon na may ganyang hash sa chain',
  '41009': 'Ang transaksyong iyan ay hindi token swap sa router ng exchange',
  '41010': 'Naitala na ng ibang account ang swap na iyan',
  '41011': 'Iyan ang hot wallet ng exchange; piliin ang address ng sarili mong wallet',
  '41012': 'Nabigyan na ng faucet ng gas ang pinakamaraming wallet mo na pinapayagan',
  '41013':
    'Tinanggihan ng chain ang tawag (na-revert ang pagpapatupad, kulang ang ether para sa gas, o luma ang nonce)',
};

const esES: Web3Messages = {
  '41001':
    'El importe debe ser un número positivo dentro de los decimales del token (máximo 8 para una retirada)',
  '41002': 'Elige dos tokens distintos',
  '41003': 'Los pools no pagan nada por ese importe',
  '41004': 'Tu saldo en el exchange es insuficiente',
  '41005': 'Confirma con tu segundo factor (autenticador o código por correo electrónico)',
  '41006': 'El código del segundo factor es incorrecto o ha caducado',
  '41007': 'El monedero web3 usa tu cuenta real, no una cuenta demo',
  '41008': 'No hay ninguna transacción con ese hash en la cadena',
  '41009': 'Esa transacción no es un intercambio de tokens mediante el router del exchange',
  '41010': 'Otra cuenta ya ha registrado ese intercambio',
  '41011': 'Ese es el monedero caliente del exchange; indica la dirección de tu monedero',
  '41012': 'El grifo ya ha dado gas al máximo de monederos permitido',
  '41013':
    'La cadena ha rechazado la llamada (ejecución revertida, poco ether para el gas o nonce desactualizado)',
};

const esAR: Web3Messages = {
  '41001':
    'El monto tiene que ser un número positivo dentro de los decimales del token (máximo 8 para un retiro)',
  '41002': 'Elegí dos tokens distintos',
  '41003': 'Los pools no pagan nada por ese monto',
  '41004': 'Tu saldo en el exchange no alcanza',
  '41005': 'Confirmá con tu segundo factor (autenticador o código por mail)',
  '41006': 'El código del segundo factor es incorrecto o venció',
  '41007': 'La billetera web3 usa tu cuenta real, no una cuenta demo',
  '41008': 'No hay ninguna transacción con ese hash en la cadena',
  '41009': 'Esa transacción no es un intercambio de tokens por el router del exchange',
  '41010': 'Otra cuenta ya registró ese intercambio',
  '41011': 'Esa es la billetera caliente del exchange; ingresá la dirección de tu billetera',
  '41012': 'La canilla ya dio gas al máximo de billeteras permitido',
  '41013':
    'La cadena rechazó la llamada (ejecución revertida, poco ether para el gas o nonce desactualizado)',
};

const ptPT: Web3Messages = {
  '41001':
    'O montante deve ser um número positivo dentro das casas decimais do token (no máximo 8 para um levantamento)',
  '41002': 'Escolha dois tokens diferentes',
  '41003': 'As pools não pagam nada por esse montante',
  '41004': 'O seu saldo na plataforma é insuficiente',
  '41005': 'Confirme com o seu segundo fator (autenticador ou código por e-mail)',
  '41006': 'O código do segundo fator está errado ou expirou',
  '41007': 'A carteira web3 usa a sua conta real, não uma conta demo',
  '41008': 'Não existe nenhuma transação com esse hash na cadeia',
  '41009': 'Essa transação não é uma troca de tokens através do router da plataforma',
  '41010': 'Essa troca já foi registada por outra conta',
  '41011': 'Essa é a carteira quente da plataforma; indique o endereço da sua carteira',
  '41012': 'A torneira já forneceu gás ao número máximo de carteiras permitido',
  '41013': 'A cadeia recusou a chamada (execução revertida, pouco ether para o gás ou nonce desatualizado)',
};

export const web3Catalogues: CatalogueByLocale<Web3CodeValue> = withRegionalEnglish({
  en,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TC': zhTC,
  ru,
  uk,
  pl,
  es,
  pt,
  it,
  fr,
  de,
  nl,
  sv,
  id,
  vi,
  th,
  tr,
  uz,
  ar,
  ph,
  'es-ES': esES,
  'es-AR': esAR,
  'pt-PT': ptPT,
});

export function web3Message(code: Web3CodeValue, languageType: number): string {
  return tableForLanguageType(web3Catalogues, languageType)[code];
}
