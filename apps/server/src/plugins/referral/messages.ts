// Texts of the referral programme's refusals in every selectable language, looked up by the
// request's language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
// Keys are the result codes of docs/protocol-referral.md §5.
import {
  type CatalogueByLocale,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../../i18n/localised-catalogue.ts';

export type ReferralMessageKey =
  | '37001'
  | '37002'
  | '37003'
  | '37004'
  | '37005'
  | '37006'
  | '37007'
  | '37008';

type ReferralMessages = MessageTable<ReferralMessageKey>;

const en: ReferralMessages = {
  '37001': 'This invite code does not exist',
  '37002': 'The referral programme is available to main accounts only, not to demo or sub-accounts',
  '37003': 'You already have the maximum number of invite codes',
  '37004': 'This invite code belongs to an account that no longer exists',
  '37005': 'Your account is already attributed to an inviter; it can be attributed only once',
  '37006': 'Invite codes can only be applied at registration or within 24 hours after it',
  '37007': 'You cannot use your own invite code',
  '37008': 'The date range is not valid: the start must not be after the end, and at most 366 days apart',
};

export const referralCatalogues: CatalogueByLocale<ReferralMessageKey> = withRegionalEnglish({
  en,
  ja: {
    '37001': 'この招待コードは存在しません',
    '37002': '紹介プログラムはメインアカウントのみご利用いただけます（デモ・サブアカウントは対象外）',
    '37003': '招待コードの作成数が上限に達しています',
    '37004': 'この招待コードの持ち主のアカウントはすでに存在しません',
    '37005': 'お客様のアカウントはすでに招待者に紐付けられています。紐付けは一度だけです',
    '37006': '招待コードは登録時、または登録後24時間以内にのみ適用できます',
    '37007': 'ご自身の招待コードは使用できません',
    '37008': '期間が無効です。開始日は終了日以前で、期間は366日以内にしてください',
  },
  ko: {
    '37001': '존재하지 않는 초대 코드입니다',
    '37002': '추천 프로그램은 메인 계정만 이용할 수 있습니다(데모·서브 계정 제외)',
    '37003': '초대 코드를 최대 개수까지 이미 만들었습니다',
    '37004': '이 초대 코드의 소유 계정이 더 이상 존재하지 않습니다',
    '37005': '계정이 이미 초대자에게 연결되어 있습니다. 연결은 한 번만 가능합니다',
    '37006': '초대 코드는 가입 시 또는 가입 후 24시간 이내에만 적용할 수 있습니다',
    '37007': '본인의 초대 코드는 사용할 수 없습니다',
    '37008': '기간이 올바르지 않습니다. 시작일은 종료일보다 늦을 수 없으며 최대 366일입니다',
  },
  'zh-CN': {
    '37001': '该邀请码不存在',
    '37002': '推荐计划仅限主账户使用，模拟账户和子账户不可参与',
    '37003': '您的邀请码数量已达上限',
    '37004': '该邀请码所属的账户已不存在',
    '37005': '您的账户已绑定邀请人，只能绑定一次',
    '37006': '邀请码只能在注册时或注册后 24 小时内使用',
    '37007': '不能使用自己的邀请码',
    '37008': '日期范围无效：开始日期不能晚于结束日期，且跨度不超过 366 天',
  },
  'zh-TC': {
    '37001': '該邀請碼不存在',
    '37002': '推薦計畫僅限主帳戶使用，模擬帳戶與子帳戶不可參與',
    '37003': '您的邀請碼數量已達上限',
    '37004': '該邀請碼所屬的帳戶已不存在',
    '37005': '您的帳戶已綁定邀請人，只能綁定一次',
    '37006': '邀請碼只能在註冊時或註冊後 24 小時內使用',
    '37007': '不能使用自己的邀請碼',
    '37008': '日期範圍無效：開始日期不能晚於結束日期，且跨度不超過 366 天',
  },
  ru: {
    '37001': 'Такого пригласительного кода нет',
    '37002': 'Реферальная программа доступна только основным аккаунтам, не демо и не субаккаунтам',
    '37003': 'У вас уже максимальное число пригласительных кодов',
    '37004': 'Этот код принадлежит аккаунту, которого больше нет',
    '37005': 'Ваш аккаунт уже привязан к пригласившему; привязка возможна только один раз',
    '37006': 'Пригласительный код можно применить только при регистрации или в течение 24 часов после неё',
    '37007': 'Нельзя использовать собственный пригласительный код',
    '37008': 'Неверный период: начало не может быть позже конца, длина не более 366 дней',
  },
  uk: {
    '37001': 'Такого запрошувального коду немає',
    '37002': 'Реферальна програма доступна лише основним акаунтам, не демо й не субакаунтам',
    '37003': 'У вас уже максимальна кількість запрошувальних кодів',
    '37004': 'Цей код належить акаунту, якого більше немає',
    '37005': 'Ваш акаунт уже прив’язано до запросника; прив’язка можлива лише один раз',
    '37006': 'Запрошувальний код можна застосувати лише під час реєстрації або впродовж 24 годин після неї',
    '37007': 'Не можна використати власний запрошувальний код',
    '37008': 'Неправильний період: початок не може бути пізніше кінця, тривалість до 366 днів',
  },
  pl: {
    '37001': 'Taki kod zaproszenia nie istnieje',
    '37002': 'Program poleceń jest dostępny tylko dla kont głównych, nie dla kont demo i subkont',
    '37003': 'Masz już maksymalną liczbę kodów zaproszenia',
    '37004': 'Ten kod należy do konta, które już nie istnieje',
    '37005': 'Twoje konto jest już przypisane do zapraszającego; przypisanie jest możliwe tylko raz',
    '37006': 'Kod zaproszenia można użyć tylko przy rejestracji lub do 24 godzin po niej',
    '37007': 'Nie możesz użyć własnego kodu zaproszenia',
    '37008': 'Nieprawidłowy zakres dat: początek nie może być po końcu, maksymalnie 366 dni',
  },
  es: {
    '37001': 'Este código de invitación no existe',
    '37002': 'El programa de referidos es solo para cuentas principales, no para cuentas demo ni subcuentas',
    '37003': 'Ya tienes el número máximo de códigos de invitación',
    '37004': 'Este código pertenece a una cuenta que ya no existe',
    '37005': 'Tu cuenta ya está vinculada a un invitador; solo puede vincularse una vez',
    '37006': 'Los códigos de invitación solo se aplican al registrarse o en las 24 horas siguientes',
    '37007': 'No puedes usar tu propio código de invitación',
    '37008':
      'El rango de fechas no es válido: el inicio no puede ser posterior al fin y abarca como máximo 366 días',
  },
  'es-ES': {
    '37001': 'Este código de invitación no existe',
    '37002': 'El programa de referidos es solo para cuentas principales, no para cuentas demo ni subcuentas',
    '37003': 'Ya tienes el número máximo de códigos de invitación',
    '37004': 'Este código pertenece a una cuenta que ya no existe',
    '37005': 'Tu cuenta ya está vinculada a un invitador; solo puede vincularse una vez',
    '37006': 'Los códigos de invitación solo se aplican al registrarse o en las 24 horas posteriores',
    '37007': 'No puedes utilizar tu propio código de invitación',
    '37008':
      'El intervalo de fechas no es válido: el inicio no puede ser posterior al final y abarca como máximo 366 días',
  },
  'es-AR': {
    '37001': 'Este código de invitación no existe',
    '37002': 'El programa de referidos es solo para cuentas principales, no para cuentas demo ni subcuentas',
    '37003': 'Ya tenés la cantidad máxima de códigos de invitación',
    '37004': 'Este código pertenece a una cuenta que ya no existe',
    '37005': 'Tu cuenta ya está vinculada a un invitador; solo puede vincularse una vez',
    '37006': 'Los códigos de invitación solo se aplican al registrarte o dentro de las 24 horas siguientes',
    '37007': 'No podés usar tu propio código de invitación',
    '37008':
      'El rango de fechas no es válido: el inicio no puede ser posterior al fin y abarca como máximo 366 días',
  },
  pt: {
    '37001': 'Este código de convite não existe',
    '37002': 'O programa de indicação é só para contas principais, não para contas demo ou subcontas',
    '37003': 'Você já tem o número máximo de códigos de convite',
    '37004': 'Este código pertence a uma conta que não existe mais',
    '37005': 'Sua conta já está vinculada a um indicador; o vínculo só pode ser feito uma vez',
    '37006': 'Códigos de convite só podem ser aplicados no cadastro ou até 24 horas depois',
    '37007': 'Você não pode usar seu próprio código de convite',
    '37008': 'Período inválido: o início não pode ser depois do fim, com no máximo 366 dias',
  },
  'pt-PT': {
    '37001': 'Este código de convite não existe',
    '37002': 'O programa de referência é apenas para contas principais, não para contas demo ou subcontas',
    '37003': 'Já tem o número máximo de códigos de convite',
    '37004': 'Este código pertence a uma conta que já não existe',
    '37005': 'A sua conta já está associada a um convidante; a associação só pode ser feita uma vez',
    '37006': 'Os códigos de convite só podem ser aplicados no registo ou até 24 horas depois',
    '37007': 'Não pode utilizar o seu próprio código de convite',
    '37008': 'Intervalo de datas inválido: o início não pode ser posterior ao fim, no máximo 366 dias',
  },
  it: {
    '37001': 'Questo codice invito non esiste',
    '37002':
      'Il programma referral è riservato agli account principali, non agli account demo o ai subaccount',
    '37003': 'Hai già il numero massimo di codici invito',
    '37004': 'Questo codice appartiene a un account che non esiste più',
    '37005': 'Il tuo account è già associato a un invitante; l’associazione è possibile una sola volta',
    '37006': 'I codici invito si applicano solo alla registrazione o entro 24 ore da essa',
    '37007': 'Non puoi usare il tuo codice invito',
    '37008': 'Intervallo di date non valido: l’inizio non può seguire la fine, al massimo 366 giorni',
  },
  fr: {
    '37001': 'Ce code d’invitation n’existe pas',
    '37002':
      'Le programme de parrainage est réservé aux comptes principaux, pas aux comptes démo ni aux sous-comptes',
    '37003': 'Vous avez déjà le nombre maximal de codes d’invitation',
    '37004': 'Ce code appartient à un compte qui n’existe plus',
    '37005': 'Votre compte est déjà rattaché à un parrain ; le rattachement ne se fait qu’une fois',
    '37006': 'Un code d’invitation ne s’applique qu’à l’inscription ou dans les 24 heures qui suivent',
    '37007': 'Vous ne pouvez pas utiliser votre propre code d’invitation',
    '37008': 'Période non valide : le début ne peut pas suivre la fin, 366 jours au plus',
  },
  de: {
    '37001': 'Diesen Einladungscode gibt es nicht',
    '37002': 'Das Empfehlungsprogramm steht nur Hauptkonten offen, nicht Demo- oder Unterkonten',
    '37003': 'Sie haben bereits die höchste Anzahl an Einladungscodes',
    '37004': 'Dieser Code gehört zu einem Konto, das nicht mehr besteht',
    '37005': 'Ihr Konto ist bereits einem Einladenden zugeordnet; die Zuordnung ist nur einmal möglich',
    '37006': 'Einladungscodes gelten nur bei der Registrierung oder bis 24 Stunden danach',
    '37007': 'Sie können Ihren eigenen Einladungscode nicht verwenden',
    '37008': 'Ungültiger Zeitraum: Der Beginn darf nicht nach dem Ende liegen, höchstens 366 Tage',
  },
  nl: {
    '37001': 'Deze uitnodigingscode bestaat niet',
    '37002': 'Het verwijzingsprogramma is alleen voor hoofdaccounts, niet voor demo- of subaccounts',
    '37003': 'U hebt al het maximale aantal uitnodigingscodes',
    '37004': 'Deze code hoort bij een account dat niet meer bestaat',
    '37005': 'Uw account is al aan een uitnodiger gekoppeld; koppelen kan maar één keer',
    '37006': 'Uitnodigingscodes gelden alleen bij registratie of binnen 24 uur daarna',
    '37007': 'U kunt uw eigen uitnodigingscode niet gebruiken',
    '37008': 'Ongeldige periode: het begin mag niet na het einde liggen, hooguit 366 dagen',
  },
  sv: {
    '37001': 'Den här inbjudningskoden finns inte',
    '37002': 'Värvningsprogrammet gäller bara huvudkonton, inte demo- eller underkonton',
    '37003': 'Du har redan det högsta antalet inbjudningskoder',
    '37004': 'Koden tillhör ett konto som inte längre finns',
    '37005': 'Ditt konto är redan kopplat till en värvare; kopplingen kan bara göras en gång',
    '37006': 'Inbjudningskoder gäller bara vid registrering eller inom 24 timmar efter den',
    '37007': 'Du kan inte använda din egen inbjudningskod',
    '37008': 'Ogiltigt datumintervall: början får inte vara efter slutet, högst 366 dagar',
  },
  id: {
    '37001': 'Kode undangan ini tidak ada',
    '37002': 'Program referral hanya untuk akun utama, bukan akun demo atau subakun',
    '37003': 'Anda sudah memiliki jumlah kode undangan maksimum',
    '37004': 'Kode ini milik akun yang sudah tidak ada',
    '37005': 'Akun Anda sudah terhubung ke pengundang; penghubungan hanya bisa sekali',
    '37006': 'Kode undangan hanya berlaku saat pendaftaran atau dalam 24 jam setelahnya',
    '37007': 'Anda tidak dapat memakai kode undangan sendiri',
    '37008': 'Rentang tanggal tidak valid: awal tidak boleh setelah akhir, paling lama 366 hari',
  },
  vi: {
    '37001': 'Mã mời này không tồn tại',
    '37002':
      'Chương trình giới thiệu chỉ dành cho tài khoản chính, không áp dụng cho tài khoản demo hay tài khoản phụ',
    '37003': 'Bạn đã có số mã mời tối đa',
    '37004': 'Mã này thuộc về một tài khoản không còn tồn tại',
    '37005': 'Tài khoản của bạn đã được gắn với người mời; chỉ có thể gắn một lần',
    '37006': 'Mã mời chỉ áp dụng khi đăng ký hoặc trong vòng 24 giờ sau đó',
    '37007': 'Bạn không thể dùng mã mời của chính mình',
    '37008': 'Khoảng ngày không hợp lệ: ngày bắt đầu không được sau ngày kết thúc, tối đa 366 ngày',
  },
  th: {
    '37001': 'ไม่มีรหัสเชิญนี้',
    '37002': 'โปรแกรมแนะนำเพื่อนใช้ได้เฉพาะบัญชีหลัก ไม่รวมบัญชีทดลองและบัญชีย่อย',
    '37003': 'คุณมีรหัสเชิญครบจำนวนสูงสุดแล้ว',
    '37004': 'รหัสนี้เป็นของบัญชีที่ไม่มีอยู่แล้ว',
    '37005': 'บัญชีของคุณผูกกับผู้เชิญแล้ว ผูกได้เพียงครั้งเดียว',
    '37006': 'ใช้รหัสเชิญได้เฉพาะตอนสมัครหรือภายใน 24 ชั่วโมงหลังสมัคร',
    '37007': 'คุณใช้รหัสเชิญของตัวเองไม่ได้',
    '37008': 'ช่วงวันที่ไม่ถูกต้อง: วันเริ่มต้องไม่อยู่หลังวันสิ้นสุด และไม่เกิน 366 วัน',
  },
  tr: {
    '37001': 'Bu davet kodu mevcut değil',
    '37002': 'Referans programı yalnızca ana hesaplar içindir, demo ve alt hesaplar için değil',
    '37003': 'Zaten en fazla sayıda davet kodunuz var',
    '37004': 'Bu kod artık var olmayan bir hesaba ait',
    '37005': 'Hesabınız zaten bir davet edene bağlı; bağlama yalnızca bir kez yapılabilir',
    '37006': 'Davet kodları yalnızca kayıtta veya kayıttan sonraki 24 saat içinde uygulanabilir',
    '37007': 'Kendi davet kodunuzu kullanamazsınız',
    '37008': 'Geçersiz tarih aralığı: başlangıç bitişten sonra olamaz, en fazla 366 gün',
  },
  uz: {
    '37001': 'Bunday taklif kodi mavjud emas',
    '37002': 'Tavsiya dasturi faqat asosiy hisoblar uchun, demo va quyi hisoblar uchun emas',
    '37003': 'Sizda taklif kodlarining eng koʻp soni allaqachon bor',
    '37004': 'Bu kod endi mavjud boʻlmagan hisobga tegishli',
    '37005': 'Hisobingiz allaqachon taklif qiluvchiga bogʻlangan; bogʻlash faqat bir marta mumkin',
    '37006': 'Taklif kodi faqat roʻyxatdan oʻtishda yoki undan keyin 24 soat ichida qoʻllanadi',
    '37007': 'Oʻz taklif kodingizdan foydalana olmaysiz',
    '37008': 'Sana oraligʻi notoʻgʻri: boshlanish tugashdan keyin boʻlmasin, koʻpi bilan 366 kun',
  },
  ar: {
    '37001': 'رمز الدعوة هذا غير موجود',
    '37002': 'برنامج الإحالة متاح للحسابات الرئيسية فقط، وليس للحسابات التجريبية أو الفرعية',
    '37003': 'لديك بالفعل الحد الأقصى من رموز الدعوة',
    '37004': 'هذا الرمز يعود إلى حساب لم يعد موجودًا',
    '37005': 'حسابك مرتبط بالفعل بداعٍ، ولا يمكن الربط إلا مرة واحدة',
    '37006': 'لا يُطبَّق رمز الدعوة إلا عند التسجيل أو خلال 24 ساعة بعده',
    '37007': 'لا يمكنك استخدام رمز الدعوة الخاص بك',
    '37008': 'نطاق التاريخ غير صالح: لا يمكن أن تكون البداية بعد النهاية، وبحد أقصى 366 يومًا',
  },
  ph: {
    '37001': 'Walang ganitong invite code',
    '37002': 'Para lang sa mga pangunahing account ang referral program, hindi sa demo o sub-account',
    '37003': 'Naabot mo na ang pinakamaraming bilang ng invite code',
    '37004': 'Ang code na ito ay pag-aari ng account na wala na',
    '37005': 'Naka-link na ang iyong account sa isang nag-imbita; isang beses lang ito maaaring gawin',
    '37006': 'Magagamit lang ang invite code sa pagpaparehistro o sa loob ng 24 oras pagkatapos nito',
    '37007': 'Hindi mo magagamit ang sarili mong invite code',
    '37008':
      'Hindi wasto ang saklaw ng petsa: hindi maaaring mauna ang wakas sa simula, hanggang 366 araw lang',
  },
});

export function referralMessage(key: ReferralMessageKey, languageType: number): string {
  return tableForLanguageType(referralCatalogues, languageType)[key];
}
