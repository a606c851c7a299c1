// Texts of the markets refusals in every selectable language, looked up by the request's language
// type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8). Keys are the result
// codes of docs/protocol-markets.md.
import {
  type CatalogueByLocale,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../../i18n/localised-catalogue.ts';

export type MarketsMessageKey =
  | '30001'
  | '30002'
  | '30003'
  | '30004'
  | '30005'
  | '30006'
  | '30007'
  | '30008'
  | '30009'
  | '30010'
  | '30011'
  | '30012'
  | '30013';

type MarketsMessages = MessageTable<MarketsMessageKey>;

const en: MarketsMessages = {
  '30001': 'Unknown symbol',
  '30002': 'The price is not valid for this symbol',
  '30003': 'The quantity is not valid for this symbol',
  '30004': 'Insufficient balance',
  '30005': 'A post-only order would have traded at once and was not placed',
  '30006': 'The fill-or-kill order could not be filled in full',
  '30007': 'The order does not exist or is no longer open',
  '30008': 'The order is not valid',
  '30009': 'Trading is temporarily unavailable',
  '30010': 'The amount or asset is not valid',
  '30011': 'The plan order does not exist or is no longer waiting',
  '30012': 'A second factor (Google Authenticator or e-mail code) is required',
  '30013': 'At most 10 plan orders may wait on one market; cancel one first',
};

const ja: MarketsMessages = {
  '30001': '存在しない取引ペアです',
  '30002': 'この取引ペアでは無効な価格です',
  '30003': 'この取引ペアでは無効な数量です',
  '30004': '残高が不足しています',
  '30005': 'メイカー限定注文は即時に約定するため、発注されませんでした',
  '30006': 'FOK 注文を全量約定できませんでした',
  '30007': '注文が存在しないか、すでに終了しています',
  '30008': '注文が無効です',
  '30009': '現在、取引を一時的にご利用いただけません',
  '30010': '金額または通貨が無効です',
  '30011': '計画注文が存在しないか、すでに待機中ではありません',
  '30012': '二段階認証（Google Authenticator またはメール認証コード）が必要です',
  '30013': '1つの市場で待機できる計画注文は最大10件です。先にいずれかを取り消してください',
};

const ko: MarketsMessages = {
  '30001': '존재하지 않는 거래쌍입니다',
  '30002': '이 거래쌍에 유효하지 않은 가격입니다',
  '30003': '이 거래쌍에 유효하지 않은 수량입니다',
  '30004': '잔액이 부족합니다',
  '30005': '메이커 전용 주문이 즉시 체결될 수 있어 주문이 접수되지 않았습니다',
  '30006': 'FOK 주문을 전량 체결할 수 없습니다',
  '30007': '주문이 존재하지 않거나 이미 종료되었습니다',
  '30008': '유효하지 않은 주문입니다',
  '30009': '일시적으로 거래를 이용할 수 없습니다',
  '30010': '금액 또는 자산이 유효하지 않습니다',
  '30011': '조건부 주문이 존재하지 않거나 더 이상 대기 중이 아닙니다',
  '30012': '2차 인증(Google Authenticator 또는 이메일 인증 코드)이 필요합니다',
  '30013': '한 마켓에서 대기할 수 있는 조건부 주문은 최대 10건입니다. 먼저 하나를 취소하세요',
};

const zhCN: MarketsMessages = {
  '30001': '交易对不存在',
  '30002': '价格不符合该交易对的规则',
  '30003': '数量不符合该交易对的规则',
  '30004': '余额不足',
  '30005': '只做 Maker 订单会立即成交，未下单',
  '30006': 'FOK 订单无法全部成交',
  '30007': '订单不存在或已结束',
  '30008': '订单无效',
  '30009': '交易暂不可用',
  '30010': '金额或币种无效',
  '30011': '计划委托不存在或已结束',
  '30012': '需要二次验证（谷歌验证码或邮箱验证码）',
  '30013': '每个市场最多可有 10 个等待中的计划委托，请先撤销一个',
};

const zhTC: MarketsMessages = {
  '30001': '交易對不存在',
  '30002': '價格不符合該交易對的規則',
  '30003': '數量不符合該交易對的規則',
  '30004': '餘額不足',
  '30005': '只做 Maker 訂單會立即成交，未下單',
  '30006': 'FOK 訂單無法全部成交',
  '30007': '訂單不存在或已結束',
  '30008': '訂單無效',
  '30009': '交易暫時無法使用',
  '30010': '金額或幣種無效',
  '30011': '計畫委託不存在或已結束',
  '30012': '需要二次驗證（Google 驗證器或電子郵件驗證碼）',
  '30013': '每個市場最多可有 10 個等待中的計畫委託，請先撤銷一個',
};

const ru: MarketsMessages = {
  '30001': 'Неизвестная торговая пара',
  '30002': 'Недопустимая цена для этой торговой пары',
  '30003': 'Недопустимое количество для этой торговой пары',
  '30004': 'Недостаточно средств',
  '30005': 'Ордер «только мейкер» исполнился бы сразу, поэтому он не размещён',
  '30006': 'Ордер FOK не удалось исполнить полностью',
  '30007': 'Ордер не существует или уже не активен',
  '30008': 'Недопустимый ордер',
  '30009': 'Торговля временно недоступна',
  '30010': 'Недопустимая сумма или актив',
  '30011': 'Условный ордер не существует или уже не ожидает исполнения',
  '30012': 'Требуется второй фактор (код Google Authenticator или код из письма)',
  '30013': 'На одном рынке может ожидать не более 10 условных ордеров; сначала отмените один',
};

const uk: MarketsMessages = {
  '30001': 'Невідома торгова пара',
  '30002': 'Недопустима ціна для цієї торгової пари',
  '30003': 'Недопустима кількість для цієї торгової пари',
  '30004': 'Недостатньо коштів',
  '30005': 'Ордер «лише мейкер» виконався б одразу, тому його не розміщено',
  '30006': 'Ордер FOK не вдалося виконати повністю',
  '30007': 'Ордер не існує або вже не активний',
  '30008': 'Недопустимий ордер',
  '30009': 'Торгівля тимчасово недоступна',
  '30010': 'Недопустима сума або актив',
  '30011': 'Умовний ордер не існує або вже не очікує виконання',
  '30012': 'Потрібен другий фактор (код Google Authenticator або код з листа)',
  '30013': 'На одному ринку може очікувати не більше 10 умовних ордерів; спершу скасуйте один',
};

const pl: MarketsMessages = {
  '30001': 'Nieznana para handlowa',
  '30002': 'Cena jest nieprawidłowa dla tej pary',
  '30003': 'Ilość jest nieprawidłowa dla tej pary',
  '30004': 'Niewystarczające saldo',
  '30005': 'Zlecenie post-only zostałoby od razu zrealizowane, więc nie zostało złożone',
  '30006': 'Zlecenia fill-or-kill nie udało się zrealizować w całości',
  '30007': 'Zlecenie nie istnieje lub nie jest już otwarte',
  '30008': 'Zlecenie jest nieprawidłowe',
  '30009': 'Handel jest tymczasowo niedostępny',
  '30010': 'Kwota lub aktywo są nieprawidłowe',
  '30011': 'Zlecenie warunkowe nie istnieje lub już nie oczekuje',
  '30012': 'Wymagany jest drugi składnik (Google Authenticator lub kod z e-maila)',
  '30013': 'Na jednym rynku może oczekiwać najwyżej 10 zleceń warunkowych; najpierw anuluj jedno',
};

const es: MarketsMessages = {
  '30001': 'Par de negociación desconocido',
  '30002': 'El precio no es válido para este par',
  '30003': 'La cantidad no es válida para este par',
  '30004': 'Saldo insuficiente',
  '30005': 'Una orden post-only se habría ejecutado de inmediato y no se colocó',
  '30006': 'La orden fill-or-kill no se pudo ejecutar en su totalidad',
  '30007': 'La orden no existe o ya no está abierta',
  '30008': 'La orden no es válida',
  '30009': 'La negociación no está disponible temporalmente',
  '30010': 'El monto o el activo no es válido',
  '30011': 'La orden condicional no existe o ya no está en espera',
  '30012': 'Se requiere un segundo factor (Google Authenticator o código por correo electrónico)',
  '30013': 'Puede haber como máximo 10 órdenes condicionales en espera por mercado; cancela una primero',
};

const esES: MarketsMessages = {
  ...es,
  '30005': 'Una orden post-only se habría ejecutado al instante y no se ha colocado',
  '30010': 'El importe o el activo no es válido',
};

const esAR: MarketsMessages = {
  ...es,
  '30005': 'Una orden post-only se hubiera ejecutado en el acto y no se cargó',
  '30012': 'Se necesita un segundo factor (Google Authenticator o código por mail)',
};

const pt: MarketsMessages = {
  '30001': 'Par de negociação desconhecido',
  '30002': 'O preço não é válido para este par',
  '30003': 'A quantidade não é válida para este par',
  '30004': 'Saldo insuficiente',
  '30005': 'Uma ordem post-only seria executada imediatamente e não foi enviada',
  '30006': 'A ordem fill-or-kill não pôde ser executada integralmente',
  '30007': 'A ordem não existe ou não está mais aberta',
  '30008': 'A ordem não é válida',
  '30009': 'A negociação está temporariamente indisponível',
  '30010': 'O valor ou o ativo não é válido',
  '30011': 'A ordem condicional não existe ou não está mais aguardando',
  '30012': 'É necessário um segundo fator (Google Authenticator ou código por e-mail)',
  '30013': 'No máximo 10 ordens condicionais podem aguardar em um mercado; cancele uma primeiro',
};

const ptPT: MarketsMessages = {
  ...pt,
  '30005': 'Uma ordem post-only teria sido executada de imediato e não foi colocada',
  '30007': 'A ordem não existe ou já não está aberta',
  '30010': 'O montante ou o ativo não é válido',
  '30011': 'A ordem condicional não existe ou já não está em espera',
};

const it: MarketsMessages = {
  '30001': 'Coppia di negoziazione sconosciuta',
  '30002': 'Il prezzo non è valido per questa coppia',
  '30003': 'La quantità non è valida per questa coppia',
  '30004': 'Saldo insufficiente',
  '30005': 'Un ordine post-only sarebbe stato eseguito subito e non è stato inserito',
  '30006': 'Non è stato possibile eseguire per intero l’ordine fill-or-kill',
  '30007': 'L’ordine non esiste o non è più aperto',
  '30008': 'L’ordine non è valido',
  '30009': 'La negoziazione è temporaneamente non disponibile',
  '30010': 'L’importo o l’asset non è valido',
  '30011': 'L’ordine condizionato non esiste o non è più in attesa',
  '30012': 'È richiesto un secondo fattore (Google Authenticator o codice via e-mail)',
  '30013': 'Al massimo 10 ordini condizionati possono attendere su un mercato; annullane prima uno',
};

const fr: MarketsMessages = {
  '30001': 'Paire de trading inconnue',
  '30002': 'Le prix n’est pas valide pour cette paire',
  '30003': 'La quantité n’est pas valide pour cette paire',
  '30004': 'Solde insuffisant',
  '30005': 'Un ordre post-only aurait été exécuté immédiatement et n’a pas été passé',
  '30006': 'L’ordre fill-or-kill n’a pas pu être exécuté en totalité',
  '30007': 'L’ordre n’existe pas ou n’est plus ouvert',
  '30008': 'L’ordre n’est pas valide',
  '30009': 'Le trading est temporairement indisponible',
  '30010': 'Le montant ou l’actif n’est pas valide',
  '30011': 'L’ordre conditionnel n’existe pas ou n’est plus en attente',
  '30012': 'Un second facteur (Google Authenticator ou code reçu par e-mail) est requis',
  '30013': 'Au plus 10 ordres conditionnels peuvent attendre sur un marché ; annulez-en un d’abord',
};

const de: MarketsMessages = {
  '30001': 'Unbekanntes Handelspaar',
  '30002': 'Der Preis ist für dieses Handelspaar ungültig',
  '30003': 'Die Menge ist für dieses Handelspaar ungültig',
  '30004': 'Unzureichendes Guthaben',
  '30005': 'Eine Post-Only-Order wäre sofort ausgeführt worden und wurde nicht platziert',
  '30006': 'Die Fill-or-Kill-Order konnte nicht vollständig ausgeführt werden',
  '30007': 'Die Order existiert nicht oder ist nicht mehr offen',
  '30008': 'Die Order ist ungültig',
  '30009': 'Der Handel ist vorübergehend nicht verfügbar',
  '30010': 'Der Betrag oder das Asset ist ungültig',
  '30011': 'Die bedingte Order existiert nicht oder wartet nicht mehr',
  '30012': 'Ein zweiter Faktor (Google Authenticator oder E-Mail-Code) ist erforderlich',
  '30013': 'Auf einem Markt können höchstens 10 bedingte Orders warten; storniere zuerst eine',
};

const nl: MarketsMessages = {
  '30001': 'Onbekend handelspaar',
  '30002': 'De prijs is niet geldig voor dit handelspaar',
  '30003': 'De hoeveelheid is niet geldig voor dit handelspaar',
  '30004': 'Onvoldoende saldo',
  '30005': 'Een post-only-order zou direct zijn uitgevoerd en is niet geplaatst',
  '30006': 'De fill-or-kill-order kon niet volledig worden uitgevoerd',
  '30007': 'De order bestaat niet of staat niet meer open',
  '30008': 'De order is niet geldig',
  '30009': 'Handelen is tijdelijk niet mogelijk',
  '30010': 'Het bedrag of de asset is niet geldig',
  '30011': 'De voorwaardelijke order bestaat niet of wacht niet meer',
  '30012': 'Een tweede factor (Google Authenticator of e-mailcode) is vereist',
  '30013': 'Er kunnen maximaal 10 voorwaardelijke orders per markt wachten; annuleer er eerst een',
};

const sv: MarketsMessages = {
  '30001': 'Okänt handelspar',
  '30002': 'Priset är inte giltigt för det här handelsparet',
  '30003': 'Kvantiteten är inte giltig för det här handelsparet',
  '30004': 'Otillräckligt saldo',
  '30005': 'En post-only-order skulle ha handlats direkt och lades därför inte',
  '30006': 'Fill-or-kill-ordern kunde inte fyllas helt',
  '30007': 'Ordern finns inte eller är inte längre öppen',
  '30008': 'Ordern är inte giltig',
  '30009': 'Handeln är tillfälligt otillgänglig',
  '30010': 'Ogiltigt belopp eller ogiltig tillgång',
  '30011': 'Den villkorade ordern finns inte eller väntar inte längre',
  '30012': 'En andra faktor (Google Authenticator eller e-postkod) krävs',
  '30013': 'Högst 10 villkorade order kan vänta på en marknad; avbryt en först',
};

const id: MarketsMessages = {
  '30001': 'Pasangan perdagangan tidak dikenal',
  '30002': 'Harga tidak valid untuk pasangan ini',
  '30003': 'Jumlah tidak valid untuk pasangan ini',
  '30004': 'Saldo tidak mencukupi',
  '30005': 'Order post-only akan langsung tereksekusi sehingga tidak ditempatkan',
  '30006': 'Order fill-or-kill tidak dapat terisi seluruhnya',
  '30007': 'Order tidak ada atau sudah tidak terbuka',
  '30008': 'Order tidak valid',
  '30009': 'Perdagangan sementara tidak tersedia',
  '30010': 'Nominal atau aset tidak valid',
  '30011': 'Order bersyarat tidak ada atau sudah tidak menunggu',
  '30012': 'Diperlukan faktor kedua (Google Authenticator atau kode email)',
  '30013': 'Paling banyak 10 order bersyarat dapat menunggu di satu pasar; batalkan satu terlebih dahulu',
};

const vi: MarketsMessages = {
  '30001': 'Không tìm thấy cặp giao dịch',
  '30002': 'Giá không hợp lệ đối với cặp giao dịch này',
  '30003': 'Số lượng không hợp lệ đối với cặp giao dịch này',
  '30004': 'Số dư không đủ',
  '30005': 'Lệnh post-only sẽ khớp ngay nên không được đặt',
  '30006': 'Không thể khớp toàn bộ lệnh fill-or-kill',
  '30007': 'Lệnh không tồn tại hoặc không còn mở',
  '30008': 'Lệnh không hợp lệ',
  '30009': 'Giao dịch tạm thời không khả dụng',
  '30010': 'Số tiền hoặc tài sản không hợp lệ',
  '30011': 'Lệnh điều kiện không tồn tại hoặc không còn chờ kích hoạt',
  '30012': 'Cần yếu tố xác thực thứ hai (Google Authenticator hoặc mã qua email)',
  '30013': 'Mỗi thị trường chỉ có tối đa 10 lệnh điều kiện đang chờ; hãy hủy một lệnh trước',
};

const th: MarketsMessages = {
  '30001': 'ไม่พบคู่เทรดนี้',
  '30002': 'ราคาไม่ถูกต้องสำหรับคู่เทรดนี้',
  '30003': 'จำนวนไม่ถูกต้องสำหรับคู่เทรดนี้',
  '30004': 'ยอดคงเหลือไม่เพียงพอ',
  '30005': 'คำสั่งแบบ Post-only จะจับคู่ทันที จึงไม่ได้ส่งคำสั่ง',
  '30006': 'คำสั่งแบบ Fill-or-kill ไม่สามารถจับคู่ได้ทั้งหมด',
  '30007': 'ไม่พบคำสั่งนี้ หรือคำสั่งปิดไปแล้ว',
  '30008': 'คำสั่งไม่ถูกต้อง',
  '30009': 'การเทรดไม่พร้อมใช้งานชั่วคราว',
  '30010': 'จำนวนเงินหรือสินทรัพย์ไม่ถูกต้อง',
  '30011': 'ไม่พบคำสั่งตามเงื่อนไขนี้ หรือคำสั่งไม่ได้รอดำเนินการแล้ว',
  '30012': 'ต้องยืนยันตัวตนขั้นที่สอง (Google Authenticator หรือรหัสทางอีเมล)',
  '30013': 'แต่ละตลาดมีคำสั่งแบบมีเงื่อนไขที่รออยู่ได้ไม่เกิน 10 รายการ โปรดยกเลิกหนึ่งรายการก่อน',
};

const tr: MarketsMessages = {
  '30001': 'Bilinmeyen işlem çifti',
  '30002': 'Fiyat bu işlem çifti için geçerli değil',
  '30003': 'Miktar bu işlem çifti için geçerli değil',
  '30004': 'Yetersiz bakiye',
  '30005': 'Yalnızca yapıcı (post-only) emir hemen eşleşeceği için verilmedi',
  '30006': 'Fill-or-kill emri tamamen gerçekleştirilemedi',
  '30007': 'Emir mevcut değil veya artık açık değil',
  '30008': 'Emir geçerli değil',
  '30009': 'İşlem geçici olarak kullanılamıyor',
  '30010': 'Tutar veya varlık geçerli değil',
  '30011': 'Koşullu emir mevcut değil veya artık beklemede değil',
  '30012': 'İkinci doğrulama adımı (Google Authenticator veya e-posta kodu) gerekli',
  '30013': 'Bir piyasada en fazla 10 koşullu emir bekleyebilir; önce birini iptal edin',
};

const uz: MarketsMessages = {
  '30001': 'Nomaʼlum savdo juftligi',
  '30002': 'Narx bu savdo juftligi uchun yaroqsiz',
  '30003': 'Miqdor bu savdo juftligi uchun yaroqsiz',
  '30004': 'Mablagʻ yetarli emas',
  '30005': 'Post-only buyurtma darhol bajarilib ketardi, shuning uchun joylashtirilmadi',
  '30006': 'Fill-or-kill buyurtmasini toʻliq bajarib boʻlmadi',
  '30007': 'Buyurtma mavjud emas yoki endi ochiq emas',
  '30008': 'Buyurtma yaroqsiz',
  '30009': 'Savdo vaqtincha ishlamayapti',
  '30010': 'Summa yoki aktiv yaroqsiz',
  '30011': 'Shartli buyurtma mavjud emas yoki endi kutilmayapti',
  '30012': 'Ikkinchi tasdiqlash omili (Google Authenticator yoki e-pochta kodi) talab qilinadi',
  '30013': 'Bitta bozorda koʻpi bilan 10 ta shartli buyurtma kutishi mumkin; avval bittasini bekor qiling',
};

const ar: MarketsMessages = {
  '30001': 'زوج التداول غير معروف',
  '30002': 'السعر غير صالح لزوج التداول هذا',
  '30003': 'الكمية غير صالحة لزوج التداول هذا',
  '30004': 'الرصيد غير كافٍ',
  '30005': 'كان أمر «صانع فقط» (post-only) سيُنفَّذ فورًا، لذلك لم يتم وضعه',
  '30006': 'تعذّر تنفيذ أمر التنفيذ الكامل أو الإلغاء (FOK) بالكامل',
  '30007': 'الأمر غير موجود أو لم يعد مفتوحًا',
  '30008': 'الأمر غير صالح',
  '30009': 'التداول غير متاح مؤقتًا',
  '30010': 'المبلغ أو الأصل غير صالح',
  '30011': 'الأمر المشروط غير موجود أو لم يعد قيد الانتظار',
  '30012': 'يلزم عامل تحقق ثانٍ (Google Authenticator أو رمز البريد الإلكتروني)',
  '30013': 'يمكن أن ينتظر 10 أوامر مشروطة كحد أقصى في سوق واحدة؛ ألغِ أحدها أولاً',
};

const ph: MarketsMessages = {
  '30001': 'Hindi kilala ang trading pair',
  '30002': 'Hindi wasto ang presyo para sa trading pair na ito',
  '30003': 'Hindi wasto ang dami para sa trading pair na ito',
  '30004': 'Kulang ang balanse',
  '30005': 'Agad sanang magte-trade ang post-only na order kaya hindi ito inilagay',
  '30006': 'Hindi napunan nang buo ang fill-or-kill na order',
  '30007': 'Wala ang order o hindi na ito bukas',
  '30008': 'Hindi wasto ang order',
  '30009': 'Pansamantalang hindi available ang trading',
  '30010': 'Hindi wasto ang halaga o asset',
  '30011': 'Wala ang plan order o hindi na ito naghihintay',
  '30012': 'Kailangan ng pangalawang factor (Google Authenticator o code sa e-mail)',
  '30013': 'Hanggang 10 plan order lang ang maaaring maghintay sa isang market; kanselahin muna ang isa',
};

export const marketsCatalogues: CatalogueByLocale<MarketsMessageKey> = withRegionalEnglish({
  en,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TC': zhTC,
  ru,
  uk,
  pl,
  es,
  'es-ES': esES,
  'es-AR': esAR,
  pt,
  'pt-PT': ptPT,
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
});

export function marketsMessage(key: MarketsMessageKey, languageType: number): string {
  return tableForLanguageType(marketsCatalogues, languageType)[key];
}
