// Texts of the margin refusals in every selectable language, looked up by the request's language
// type (spec §3, §7); `bg` and unknown types answer in English (§8). Keys are the result codes of
// codes.ts (docs/protocol-margin.md).
import {
  type CatalogueByLocale,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../../i18n/localised-catalogue.ts';
import type { MarginCodeValue } from './codes.ts';

type MarginMessages = MessageTable<MarginCodeValue>;

const en: MarginMessages = {
  '39001': 'The amount must be a positive number with at most 8 decimals',
  '39002': 'This pair is not open for margin trading',
  '39003': 'This asset does not belong to this margin account',
  '39004': 'The balance is too low for that amount',
  '39005': 'That is more than you may borrow now',
  '39006': 'The lending pool has not enough of this asset left',
  '39007': 'There is nothing of this asset to repay',
  '39008': 'Moving that out would bring the margin level too low',
  '39009': 'This account is being liquidated; try again when it is done',
  '39010': 'The order book refused this order (size, price or value out of bounds)',
  '39011': 'This order does not exist or is no longer open',
  '39012':
    'The order is not complete: a limit order needs a price and a size, a market order a size or funds',
  '39013': 'Name the pair of the isolated margin account',
  '39014': 'This margin account already has the most open orders allowed',
};

const ja: MarginMessages = {
  '39001': '金額は小数点以下8桁までの正の数で入力してください',
  '39002': 'このペアはマージン取引に対応していません',
  '39003': 'この資産はこのマージン口座に属していません',
  '39004': '残高が不足しています',
  '39005': '現在借入可能な額を超えています',
  '39006': 'レンディングプールにこの資産の残りが足りません',
  '39007': 'この資産に返済すべき借入はありません',
  '39008': 'この振替を行うと証拠金維持率が低くなりすぎます',
  '39009': 'この口座は強制決済中です。完了後にもう一度お試しください',
  '39010': '注文板がこの注文を拒否しました（数量・価格・金額が範囲外です）',
  '39011': 'この注文は存在しないか、すでに有効ではありません',
  '39012': '注文が不完全です。指値注文には価格と数量、成行注文には数量または金額が必要です',
  '39013': '分離マージン口座のペアを指定してください',
  '39014': 'このマージン口座の未約定注文はすでに上限に達しています',
};

const ko: MarginMessages = {
  '39001': '금액은 소수점 8자리 이하의 양수여야 합니다',
  '39002': '이 페어는 마진 거래를 지원하지 않습니다',
  '39003': '이 자산은 이 마진 계정에 속하지 않습니다',
  '39004': '잔액이 부족합니다',
  '39005': '현재 빌릴 수 있는 한도를 초과했습니다',
  '39006': '대출 풀에 이 자산이 충분히 남아 있지 않습니다',
  '39007': '이 자산에 상환할 대출이 없습니다',
  '39008': '이 금액을 옮기면 마진 레벨이 너무 낮아집니다',
  '39009': '이 계정은 청산 중입니다. 완료된 후 다시 시도하세요',
  '39010': '호가창이 이 주문을 거부했습니다(수량, 가격 또는 금액이 범위를 벗어남)',
  '39011': '이 주문은 존재하지 않거나 더 이상 미체결 상태가 아닙니다',
  '39012': '주문이 불완전합니다. 지정가 주문은 가격과 수량, 시장가 주문은 수량 또는 금액이 필요합니다',
  '39013': '격리 마진 계정의 페어를 지정하세요',
  '39014': '이 마진 계정의 미체결 주문이 이미 최대 개수에 도달했습니다',
};

const zhCN: MarginMessages = {
  '39001': '金额须为最多8位小数的正数',
  '39002': '该交易对未开放杠杆交易',
  '39003': '该资产不属于此杠杆账户',
  '39004': '余额不足',
  '39005': '超过当前可借额度',
  '39006': '借贷池中该资产余量不足',
  '39007': '该资产没有需要归还的借款',
  '39008': '转出后风险率将过低',
  '39009': '该账户正在强制平仓，请在完成后重试',
  '39010': '订单簿拒绝了此订单（数量、价格或金额超出范围）',
  '39011': '该订单不存在或已不再挂单',
  '39012': '订单不完整：限价单需要价格和数量，市价单需要数量或金额',
  '39013': '请指定逐仓杠杆账户的交易对',
  '39014': '该杠杆账户的挂单数量已达上限',
};

const zhTC: MarginMessages = {
  '39001': '金額須為最多8位小數的正數',
  '39002': '該交易對未開放槓桿交易',
  '39003': '該資產不屬於此槓桿帳戶',
  '39004': '餘額不足',
  '39005': '超過目前可借額度',
  '39006': '借貸池中該資產餘量不足',
  '39007': '該資產沒有需要歸還的借款',
  '39008': '轉出後風險率將過低',
  '39009': '該帳戶正在強制平倉，請在完成後重試',
  '39010': '訂單簿拒絕了此訂單（數量、價格或金額超出範圍）',
  '39011': '該訂單不存在或已不再掛單',
  '39012': '訂單不完整：限價單需要價格和數量，市價單需要數量或金額',
  '39013': '請指定逐倉槓桿帳戶的交易對',
  '39014': '該槓桿帳戶的掛單數量已達上限',
};

const ru: MarginMessages = {
  '39001': 'Сумма должна быть положительным числом, не более 8 знаков после запятой',
  '39002': 'Эта пара недоступна для маржинальной торговли',
  '39003': 'Этот актив не относится к этому маржинальному счёту',
  '39004': 'Недостаточно средств для этой суммы',
  '39005': 'Это больше, чем вы можете занять сейчас',
  '39006': 'В пуле кредитования недостаточно этого актива',
  '39007': 'По этому активу нечего погашать',
  '39008': 'Такой вывод слишком снизит уровень маржи',
  '39009': 'Этот счёт ликвидируется; повторите попытку после завершения',
  '39010': 'Книга заявок отклонила ордер (размер, цена или стоимость вне допустимых пределов)',
  '39011': 'Этот ордер не существует или уже не активен',
  '39012': 'Ордер неполный: лимитному нужны цена и размер, рыночному — размер или сумма',
  '39013': 'Укажите пару изолированного маржинального счёта',
  '39014': 'На этом маржинальном счёте уже максимум открытых ордеров',
};

const uk: MarginMessages = {
  '39001': 'Сума має бути додатним числом, не більше 8 знаків після коми',
  '39002': 'Ця пара недоступна для маржинальної торгівлі',
  '39003': 'Цей актив не належить до цього маржинального рахунку',
  '39004': 'Недостатньо коштів для цієї суми',
  '39005': 'Це більше, ніж ви можете позичити зараз',
  '39006': 'У пулі кредитування недостатньо цього активу',
  '39007': 'За цим активом нічого погашати',
  '39008': 'Таке виведення занадто знизить рівень маржі',
  '39009': 'Цей рахунок ліквідується; спробуйте знову після завершення',
  '39010': 'Книга заявок відхилила ордер (розмір, ціна чи вартість поза межами)',
  '39011': 'Цього ордера не існує або він уже не активний',
  '39012': 'Ордер неповний: лімітному потрібні ціна й розмір, ринковому — розмір або сума',
  '39013': 'Вкажіть пару ізольованого маржинального рахунку',
  '39014': 'На цьому маржинальному рахунку вже максимум відкритих ордерів',
};

const pl: MarginMessages = {
  '39001': 'Kwota musi być liczbą dodatnią z najwyżej 8 miejscami po przecinku',
  '39002': 'Ta para nie jest dostępna w handlu z depozytem',
  '39003': 'Ten aktyw nie należy do tego konta marżowego',
  '39004': 'Saldo jest za niskie na tę kwotę',
  '39005': 'To więcej, niż możesz teraz pożyczyć',
  '39006': 'W puli pożyczek zostało za mało tego aktywa',
  '39007': 'Nie ma czego spłacać w tym aktywie',
  '39008': 'Taki transfer obniżyłby poziom depozytu za bardzo',
  '39009': 'To konto jest likwidowane; spróbuj ponownie po zakończeniu',
  '39010': 'Arkusz zleceń odrzucił to zlecenie (wielkość, cena lub wartość poza zakresem)',
  '39011': 'To zlecenie nie istnieje lub nie jest już otwarte',
  '39012': 'Zlecenie jest niepełne: zlecenie z limitem wymaga ceny i wielkości, rynkowe wielkości lub kwoty',
  '39013': 'Podaj parę izolowanego konta marżowego',
  '39014': 'To konto marżowe ma już maksymalną liczbę otwartych zleceń',
};

const es: MarginMessages = {
  '39001': 'El importe debe ser un número positivo con 8 decimales como máximo',
  '39002': 'Este par no está abierto al trading con margen',
  '39003': 'Este activo no pertenece a esta cuenta de margen',
  '39004': 'El saldo es insuficiente para ese importe',
  '39005': 'Es más de lo que puede pedir prestado ahora',
  '39006': 'Al fondo de préstamos no le queda suficiente de este activo',
  '39007': 'No hay nada que devolver de este activo',
  '39008': 'Retirar eso dejaría el nivel de margen demasiado bajo',
  '39009': 'Esta cuenta se está liquidando; inténtelo de nuevo cuando termine',
  '39010': 'El libro de órdenes rechazó esta orden (tamaño, precio o valor fuera de límites)',
  '39011': 'Esta orden no existe o ya no está abierta',
  '39012':
    'La orden está incompleta: una orden límite necesita precio y tamaño; una de mercado, tamaño o fondos',
  '39013': 'Indique el par de la cuenta de margen aislada',
  '39014': 'Esta cuenta de margen ya tiene el máximo de órdenes abiertas',
};

const pt: MarginMessages = {
  '39001': 'O valor deve ser um número positivo com no máximo 8 casas decimais',
  '39002': 'Este par não está aberto para negociação com margem',
  '39003': 'Este ativo não pertence a esta conta de margem',
  '39004': 'O saldo é insuficiente para esse valor',
  '39005': 'Isso é mais do que você pode pegar emprestado agora',
  '39006': 'O pool de empréstimos não tem o suficiente deste ativo',
  '39007': 'Não há nada deste ativo para pagar',
  '39008': 'Transferir isso deixaria o nível de margem baixo demais',
  '39009': 'Esta conta está sendo liquidada; tente de novo quando terminar',
  '39010': 'O livro de ofertas recusou esta ordem (quantidade, preço ou valor fora dos limites)',
  '39011': 'Esta ordem não existe ou não está mais aberta',
  '39012':
    'A ordem está incompleta: uma ordem limitada precisa de preço e quantidade; uma a mercado, de quantidade ou valor',
  '39013': 'Informe o par da conta de margem isolada',
  '39014': 'Esta conta de margem já tem o máximo de ordens abertas',
};

const it: MarginMessages = {
  '39001': "L'importo deve essere un numero positivo con al massimo 8 decimali",
  '39002': 'Questa coppia non è aperta al trading con margine',
  '39003': 'Questo asset non appartiene a questo conto margine',
  '39004': 'Il saldo è insufficiente per questo importo',
  '39005': 'È più di quanto puoi prendere in prestito ora',
  '39006': 'Il pool di prestiti non ha abbastanza di questo asset',
  '39007': "Non c'è nulla da rimborsare per questo asset",
  '39008': 'Trasferire questo importo abbasserebbe troppo il livello di margine',
  '39009': 'Questo conto è in liquidazione; riprova quando sarà terminata',
  '39010': "Il book ha rifiutato l'ordine (quantità, prezzo o valore fuori dai limiti)",
  '39011': 'Questo ordine non esiste o non è più aperto',
  '39012':
    "L'ordine è incompleto: un ordine limite richiede prezzo e quantità, uno a mercato quantità o fondi",
  '39013': 'Indica la coppia del conto margine isolato',
  '39014': 'Questo conto margine ha già il numero massimo di ordini aperti',
};

const fr: MarginMessages = {
  '39001': 'Le montant doit être un nombre positif avec au plus 8 décimales',
  '39002': "Cette paire n'est pas ouverte au trading sur marge",
  '39003': "Cet actif n'appartient pas à ce compte sur marge",
  '39004': 'Le solde est insuffisant pour ce montant',
  '39005': "C'est plus que ce que vous pouvez emprunter maintenant",
  '39006': "Le pool de prêt n'a plus assez de cet actif",
  '39007': "Il n'y a rien à rembourser pour cet actif",
  '39008': 'Ce transfert ferait trop baisser le niveau de marge',
  '39009': 'Ce compte est en cours de liquidation ; réessayez une fois terminé',
  '39010': "Le carnet d'ordres a refusé cet ordre (taille, prix ou valeur hors limites)",
  '39011': "Cet ordre n'existe pas ou n'est plus ouvert",
  '39012':
    "L'ordre est incomplet : un ordre à cours limité demande un prix et une taille, un ordre au marché une taille ou des fonds",
  '39013': 'Indiquez la paire du compte sur marge isolé',
  '39014': "Ce compte sur marge a déjà le nombre maximal d'ordres ouverts",
};

const de: MarginMessages = {
  '39001': 'Der Betrag muss eine positive Zahl mit höchstens 8 Nachkommastellen sein',
  '39002': 'Dieses Paar ist nicht für den Margin-Handel freigegeben',
  '39003': 'Dieses Asset gehört nicht zu diesem Margin-Konto',
  '39004': 'Das Guthaben reicht für diesen Betrag nicht aus',
  '39005': 'Das ist mehr, als Sie derzeit leihen können',
  '39006': 'Im Kreditpool ist von diesem Asset nicht mehr genug vorhanden',
  '39007': 'Für dieses Asset gibt es nichts zurückzuzahlen',
  '39008': 'Diese Übertragung würde das Margin-Level zu weit senken',
  '39009': 'Dieses Konto wird gerade liquidiert; versuchen Sie es danach erneut',
  '39010': 'Das Orderbuch hat diese Order abgelehnt (Größe, Preis oder Wert außerhalb der Grenzen)',
  '39011': 'Diese Order existiert nicht oder ist nicht mehr offen',
  '39012':
    'Die Order ist unvollständig: Eine Limit-Order braucht Preis und Größe, eine Market-Order Größe oder Betrag',
  '39013': 'Geben Sie das Paar des isolierten Margin-Kontos an',
  '39014': 'Dieses Margin-Konto hat bereits die höchste Zahl offener Orders',
};

const nl: MarginMessages = {
  '39001': 'Het bedrag moet een positief getal zijn met hoogstens 8 decimalen',
  '39002': 'Dit paar is niet open voor margehandel',
  '39003': 'Dit actief hoort niet bij deze margerekening',
  '39004': 'Het saldo is te laag voor dat bedrag',
  '39005': 'Dat is meer dan u nu kunt lenen',
  '39006': 'De leenpool heeft niet genoeg meer van dit actief',
  '39007': 'Er valt voor dit actief niets af te lossen',
  '39008': 'Deze overboeking zou het margeniveau te laag maken',
  '39009': 'Deze rekening wordt geliquideerd; probeer het opnieuw als dat klaar is',
  '39010': 'Het orderboek heeft deze order geweigerd (grootte, prijs of waarde buiten de grenzen)',
  '39011': 'Deze order bestaat niet of staat niet meer open',
  '39012':
    'De order is onvolledig: een limietorder heeft een prijs en grootte nodig, een marktorder een grootte of bedrag',
  '39013': 'Geef het paar van de geïsoleerde margerekening op',
  '39014': 'Deze margerekening heeft al het maximale aantal open orders',
};

const sv: MarginMessages = {
  '39001': 'Beloppet måste vara ett positivt tal med högst 8 decimaler',
  '39002': 'Det här paret är inte öppet för marginalhandel',
  '39003': 'Den här tillgången hör inte till det här marginalkontot',
  '39004': 'Saldot räcker inte för det beloppet',
  '39005': 'Det är mer än du kan låna just nu',
  '39006': 'Lånepoolen har inte tillräckligt kvar av den här tillgången',
  '39007': 'Det finns inget att återbetala i den här tillgången',
  '39008': 'En sådan överföring skulle sänka marginalnivån för mycket',
  '39009': 'Kontot likvideras; försök igen när det är klart',
  '39010': 'Orderboken avvisade ordern (storlek, pris eller värde utanför gränserna)',
  '39011': 'Ordern finns inte eller är inte längre öppen',
  '39012':
    'Ordern är ofullständig: en limitorder behöver pris och storlek, en marknadsorder storlek eller belopp',
  '39013': 'Ange paret för det isolerade marginalkontot',
  '39014': 'Det här marginalkontot har redan högsta antalet öppna ordrar',
};

const id: MarginMessages = {
  '39001': 'Jumlah harus berupa angka positif dengan paling banyak 8 desimal',
  '39002': 'Pasangan ini tidak dibuka untuk trading margin',
  '39003': 'Aset ini bukan milik akun margin ini',
  '39004': 'Saldo tidak cukup untuk jumlah tersebut',
  '39005': 'Itu melebihi jumlah yang dapat Anda pinjam saat ini',
  '39006': 'Pool pinjaman tidak memiliki cukup aset ini',
  '39007': 'Tidak ada pinjaman aset ini yang perlu dilunasi',
  '39008': 'Transfer itu akan membuat level margin terlalu rendah',
  '39009': 'Akun ini sedang dilikuidasi; coba lagi setelah selesai',
  '39010': 'Buku order menolak order ini (ukuran, harga, atau nilai di luar batas)',
  '39011': 'Order ini tidak ada atau sudah tidak terbuka',
  '39012':
    'Order belum lengkap: order limit memerlukan harga dan ukuran, order market memerlukan ukuran atau dana',
  '39013': 'Sebutkan pasangan akun margin terisolasi',
  '39014': 'Akun margin ini sudah mencapai batas order terbuka',
};

const vi: MarginMessages = {
  '39001': 'Số tiền phải là số dương với tối đa 8 chữ số thập phân',
  '39002': 'Cặp này không mở giao dịch ký quỹ',
  '39003': 'Tài sản này không thuộc tài khoản ký quỹ này',
  '39004': 'Số dư không đủ cho số tiền đó',
  '39005': 'Số đó vượt quá mức bạn có thể vay lúc này',
  '39006': 'Quỹ cho vay không còn đủ tài sản này',
  '39007': 'Không có khoản vay nào của tài sản này cần trả',
  '39008': 'Chuyển số đó ra sẽ làm mức ký quỹ quá thấp',
  '39009': 'Tài khoản này đang bị thanh lý; hãy thử lại khi hoàn tất',
  '39010': 'Sổ lệnh đã từ chối lệnh này (khối lượng, giá hoặc giá trị nằm ngoài giới hạn)',
  '39011': 'Lệnh này không tồn tại hoặc không còn mở',
  '39012':
    'Lệnh chưa đầy đủ: lệnh giới hạn cần giá và khối lượng, lệnh thị trường cần khối lượng hoặc số tiền',
  '39013': 'Hãy chọn cặp của tài khoản ký quỹ riêng lẻ',
  '39014': 'Tài khoản ký quỹ này đã đạt số lệnh mở tối đa',
};

const th: MarginMessages = {
  '39001': 'จำนวนต้องเป็นตัวเลขบวกที่มีทศนิยมไม่เกิน 8 ตำแหน่ง',
  '39002': 'คู่นี้ไม่เปิดให้เทรดมาร์จิ้น',
  '39003': 'สินทรัพย์นี้ไม่ได้อยู่ในบัญชีมาร์จิ้นนี้',
  '39004': 'ยอดคงเหลือไม่พอสำหรับจำนวนนี้',
  '39005': 'เกินกว่าจำนวนที่คุณกู้ยืมได้ในขณะนี้',
  '39006': 'พูลการให้กู้ยืมมีสินทรัพย์นี้เหลือไม่พอ',
  '39007': 'ไม่มียอดกู้ยืมของสินทรัพย์นี้ที่ต้องชำระ',
  '39008': 'การโอนออกนี้จะทำให้ระดับมาร์จิ้นต่ำเกินไป',
  '39009': 'บัญชีนี้กำลังถูกชำระบัญชี โปรดลองอีกครั้งเมื่อเสร็จสิ้น',
  '39010': 'สมุดคำสั่งซื้อขายปฏิเสธคำสั่งนี้ (ขนาด ราคา หรือมูลค่าเกินขอบเขต)',
  '39011': 'ไม่มีคำสั่งนี้หรือคำสั่งนี้ไม่ได้เปิดอยู่แล้ว',
  '39012': 'คำสั่งไม่ครบถ้วน: คำสั่งลิมิตต้องมีราคาและขนาด คำสั่งตลาดต้องมีขนาดหรือจำนวนเงิน',
  '39013': 'โปรดระบุคู่ของบัญชีมาร์จิ้นแบบแยก',
  '39014': 'บัญชีมาร์จิ้นนี้มีคำสั่งที่เปิดอยู่ครบจำนวนสูงสุดแล้ว',
};

const tr: MarginMessages = {
  '39001': 'Tutar en fazla 8 ondalık basamaklı pozitif bir sayı olmalıdır',
  '39002': 'Bu parite marjin işlemlerine açık değil',
  '39003': 'Bu varlık bu marjin hesabına ait değil',
  '39004': 'Bakiye bu tutar için yetersiz',
  '39005': 'Bu, şu anda borç alabileceğinizden fazla',
  '39006': 'Borç havuzunda bu varlıktan yeterince kalmadı',
  '39007': 'Bu varlıkta geri ödenecek bir borç yok',
  '39008': 'Bu transfer marjin seviyesini fazla düşürür',
  '39009': 'Bu hesap tasfiye ediliyor; bittiğinde tekrar deneyin',
  '39010': 'Emir defteri bu emri reddetti (miktar, fiyat veya değer sınırların dışında)',
  '39011': 'Bu emir yok ya da artık açık değil',
  '39012': 'Emir eksik: limit emri fiyat ve miktar, piyasa emri miktar veya tutar ister',
  '39013': 'İzole marjin hesabının paritesini belirtin',
  '39014': 'Bu marjin hesabında açık emir sayısı zaten en yüksek sınırda',
};

const uz: MarginMessages = {
  '39001': 'Miqdor koʻpi bilan 8 ta kasr raqamli musbat son boʻlishi kerak',
  '39002': 'Bu juftlik marja savdosi uchun ochiq emas',
  '39003': 'Bu aktiv ushbu marja hisobiga tegishli emas',
  '39004': 'Bu miqdor uchun balans yetarli emas',
  '39005': 'Bu hozir qarz olishingiz mumkin boʻlgan miqdordan koʻp',
  '39006': 'Qarz pulida bu aktivdan yetarli qolmagan',
  '39007': 'Bu aktiv boʻyicha toʻlanadigan qarz yoʻq',
  '39008': 'Bunday oʻtkazma marja darajasini juda pasaytiradi',
  '39009': 'Bu hisob tugatilmoqda; tugagach qayta urinib koʻring',
  '39010': 'Buyurtmalar kitobi bu buyurtmani rad etdi (hajm, narx yoki qiymat chegaradan tashqarida)',
  '39011': 'Bu buyurtma mavjud emas yoki endi ochiq emas',
  '39012': 'Buyurtma toʻliq emas: limit buyurtmaga narx va hajm, bozor buyurtmasiga hajm yoki mablagʻ kerak',
  '39013': 'Izolyatsiyalangan marja hisobining juftligini koʻrsating',
  '39014': 'Bu marja hisobida ochiq buyurtmalar soni allaqachon eng koʻp chegarada',
};

const ar: MarginMessages = {
  '39001': 'يجب أن يكون المبلغ رقمًا موجبًا بثماني منازل عشرية على الأكثر',
  '39002': 'هذا الزوج غير متاح لتداول الهامش',
  '39003': 'هذا الأصل لا ينتمي إلى حساب الهامش هذا',
  '39004': 'الرصيد غير كافٍ لهذا المبلغ',
  '39005': 'هذا أكثر مما يمكنك اقتراضه الآن',
  '39006': 'لم يتبقَّ في مجمع الإقراض ما يكفي من هذا الأصل',
  '39007': 'لا يوجد ما يُسدَّد من هذا الأصل',
  '39008': 'تحويل هذا المبلغ سيخفض مستوى الهامش أكثر من اللازم',
  '39009': 'تجري تصفية هذا الحساب؛ حاول مجددًا عند انتهائها',
  '39010': 'رفض دفتر الأوامر هذا الأمر (الحجم أو السعر أو القيمة خارج الحدود)',
  '39011': 'هذا الأمر غير موجود أو لم يعد مفتوحًا',
  '39012': 'الأمر غير مكتمل: يحتاج الأمر المحدد إلى سعر وحجم، وأمر السوق إلى حجم أو مبلغ',
  '39013': 'حدّد زوج حساب الهامش المعزول',
  '39014': 'بلغ حساب الهامش هذا الحد الأقصى للأوامر المفتوحة',
};

const ph: MarginMessages = {
  '39001': 'Ang halaga ay dapat positibong numero na may hanggang 8 decimal',
  '39002': 'Hindi bukas ang pares na ito sa margin trading',
  '39003': 'Hindi kabilang ang asset na ito sa margin account na ito',
  '39004': 'Kulang ang balanse para sa halagang iyan',
  '39005': 'Lampas iyan sa maaari mong hiramin ngayon',
  '39006': 'Kulang na ang asset na ito sa lending pool',
  '39007': 'Walang babayarang utang sa asset na ito',
  '39008': 'Ang paglilipat na iyan ay magpapababa nang sobra sa margin level',
  '39009': 'Nili-liquidate ang account na ito; subukang muli kapag tapos na',
  '39010': 'Tinanggihan ng order book ang order na ito (laki, presyo o halaga ay lampas sa hangganan)',
  '39011': 'Wala ang order na ito o hindi na ito bukas',
  '39012':
    'Kulang ang order: ang limit order ay kailangan ng presyo at laki, ang market order ng laki o pondo',
  '39013': 'Pangalanan ang pares ng isolated margin account',
  '39014': 'Naabot na ng margin account na ito ang pinakamaraming bukas na order',
};

const esES: MarginMessages = {
  '39001': 'El importe debe ser un número positivo con 8 decimales como máximo',
  '39002': 'Este par no está abierto al trading con margen',
  '39003': 'Este activo no pertenece a esta cuenta de margen',
  '39004': 'El saldo no es suficiente para ese importe',
  '39005': 'Es más de lo que puedes pedir prestado ahora',
  '39006': 'Al fondo de préstamos no le queda suficiente de este activo',
  '39007': 'No hay nada que devolver de este activo',
  '39008': 'Retirar eso dejaría el nivel de margen demasiado bajo',
  '39009': 'Esta cuenta se está liquidando; vuelve a intentarlo cuando termine',
  '39010': 'El libro de órdenes rechazó esta orden (tamaño, precio o valor fuera de límites)',
  '39011': 'Esta orden no existe o ya no está abierta',
  '39012':
    'La orden está incompleta: una orden límite necesita precio y tamaño; una de mercado, tamaño o fondos',
  '39013': 'Indica el par de la cuenta de margen aislada',
  '39014': 'Esta cuenta de margen ya tiene el máximo de órdenes abiertas',
};

const esAR: MarginMessages = {
  '39001': 'El importe debe ser un número positivo con 8 decimales como máximo',
  '39002': 'Este par no está abierto al trading con margen',
  '39003': 'Este activo no pertenece a esta cuenta de margen',
  '39004': 'El saldo es insuficiente para ese importe',
  '39005': 'Es más de lo que podés pedir prestado ahora',
  '39006': 'Al fondo de préstamos no le queda suficiente de este activo',
  '39007': 'No hay nada que devolver de este activo',
  '39008': 'Retirar eso dejaría el nivel de margen demasiado bajo',
  '39009': 'Esta cuenta se está liquidando; probá de nuevo cuando termine',
  '39010': 'El libro de órdenes rechazó esta orden (tamaño, precio o valor fuera de límites)',
  '39011': 'Esta orden no existe o ya no está abierta',
  '39012':
    'La orden está incompleta: una orden límite necesita precio y tamaño; una de mercado, tamaño o fondos',
  '39013': 'Indicá el par de la cuenta de margen aislada',
  '39014': 'Esta cuenta de margen ya tiene el máximo de órdenes abiertas',
};

const ptPT: MarginMessages = {
  '39001': 'O valor deve ser um número positivo com no máximo 8 casas decimais',
  '39002': 'Este par não está aberto para negociação com margem',
  '39003': 'Este ativo não pertence a esta conta de margem',
  '39004': 'O saldo é insuficiente para esse valor',
  '39005': 'Isso é mais do que pode pedir emprestado agora',
  '39006': 'A pool de empréstimos não tem o suficiente deste ativo',
  '39007': 'Não há nada deste ativo para pagar',
  '39008': 'Transferir isso deixaria o nível de margem baixo demais',
  '39009': 'Esta conta está a ser liquidada; tente novamente quando terminar',
  '39010': 'O livro de ordens recusou esta ordem (quantidade, preço ou valor fora dos limites)',
  '39011': 'Esta ordem não existe ou não está mais aberta',
  '39012':
    'A ordem está incompleta: uma ordem limitada precisa de preço e quantidade; uma a mercado, de quantidade ou valor',
  '39013': 'Informe o par da conta de margem isolada',
  '39014': 'Esta conta de margem já tem o máximo de ordens abertas',
};

export const marginCatalogues: CatalogueByLocale<MarginCodeValue> = withRegionalEnglish({
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

export function marginMessage(code: MarginCodeValue, languageType: number): string {
  return tableForLanguageType(marginCatalogues, languageType)[code];
}
