// Texts of the informational endpoints' refusals in every selectable language, looked up by the
// request's language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
// Keys are the result codes of docs/protocol.md, "Informational pages".
import {
  type CatalogueByLocale,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../../i18n/localised-catalogue.ts';

export type InfoMessageKey = '33001' | '33002';

type InfoMessages = MessageTable<InfoMessageKey>;

const en: InfoMessages = {
  '33001': 'Your account is not in the latest reserve snapshot yet; it will be in the next one',
  '33002': 'Demo accounts hold virtual funds and are not part of the proof of reserves',
};

export const infoCatalogues: CatalogueByLocale<InfoMessageKey> = withRegionalEnglish({
  en,
  ja: {
    '33001':
      'お客様のアカウントは最新の準備金スナップショットにまだ含まれていません。次回のスナップショットに含まれます',
    '33002': 'デモアカウントは仮想資金のため、準備金証明の対象外です',
  },
  ko: {
    '33001': '계정이 아직 최신 준비금 스냅샷에 포함되지 않았습니다. 다음 스냅샷에 포함됩니다',
    '33002': '데모 계정은 가상 자금을 보유하므로 준비금 증명에 포함되지 않습니다',
  },
  'zh-CN': {
    '33001': '您的账户尚未包含在最新的储备金快照中，将在下一次快照中包含',
    '33002': '模拟账户持有的是虚拟资金，不属于储备金证明范围',
  },
  'zh-TC': {
    '33001': '您的帳戶尚未包含在最新的儲備金快照中，將在下一次快照中包含',
    '33002': '模擬帳戶持有的是虛擬資金，不屬於儲備金證明範圍',
  },
  ru: {
    '33001': 'Ваш аккаунт ещё не вошёл в последний снимок резервов; он войдёт в следующий',
    '33002': 'Демо-аккаунты хранят виртуальные средства и не входят в подтверждение резервов',
  },
  uk: {
    '33001': 'Вашого акаунта ще немає в останньому знімку резервів; він буде в наступному',
    '33002': 'Демо-акаунти мають віртуальні кошти й не входять до підтвердження резервів',
  },
  pl: {
    '33001': 'Twojego konta nie ma jeszcze w najnowszej migawce rezerw; znajdzie się w następnej',
    '33002': 'Konta demo mają wirtualne środki i nie są objęte dowodem rezerw',
  },
  es: {
    '33001': 'Tu cuenta aún no está en la última instantánea de reservas; estará en la siguiente',
    '33002': 'Las cuentas demo tienen fondos virtuales y no forman parte de la prueba de reservas',
  },
  'es-ES': {
    '33001': 'Tu cuenta aún no figura en la última instantánea de reservas; figurará en la siguiente',
    '33002': 'Las cuentas demo tienen fondos virtuales y no forman parte de la prueba de reservas',
  },
  'es-AR': {
    '33001': 'Tu cuenta todavía no está en la última instantánea de reservas; va a estar en la siguiente',
    '33002': 'Las cuentas demo tienen fondos virtuales y no forman parte de la prueba de reservas',
  },
  pt: {
    '33001': 'Sua conta ainda não está no último instantâneo de reservas; estará no próximo',
    '33002': 'Contas demo têm fundos virtuais e não fazem parte da prova de reservas',
  },
  'pt-PT': {
    '33001': 'A sua conta ainda não consta do último instantâneo de reservas; constará do próximo',
    '33002': 'As contas demo têm fundos virtuais e não fazem parte da prova de reservas',
  },
  it: {
    '33001': "Il tuo account non è ancora nell'ultima istantanea delle riserve; sarà nella prossima",
    '33002': 'Gli account demo hanno fondi virtuali e non rientrano nella prova delle riserve',
  },
  fr: {
    '33001':
      'Votre compte ne figure pas encore dans le dernier instantané des réserves ; il sera dans le suivant',
    '33002': 'Les comptes démo détiennent des fonds virtuels et ne font pas partie de la preuve de réserves',
  },
  de: {
    '33001': 'Ihr Konto ist noch nicht im neuesten Reserven-Snapshot enthalten; es ist im nächsten dabei',
    '33002': 'Demokonten halten virtuelles Guthaben und gehören nicht zum Reservennachweis',
  },
  nl: {
    '33001': 'Uw account staat nog niet in de laatste reservesnapshot; het staat in de volgende',
    '33002': 'Demo-accounts hebben virtueel geld en vallen niet onder het bewijs van reserves',
  },
  sv: {
    '33001': 'Ditt konto finns ännu inte i den senaste reservögonblicksbilden; det kommer med i nästa',
    '33002': 'Demokonton har virtuella medel och ingår inte i reservbeviset',
  },
  id: {
    '33001': 'Akun Anda belum ada di snapshot cadangan terbaru; akan disertakan pada snapshot berikutnya',
    '33002': 'Akun demo memegang dana virtual dan tidak termasuk dalam bukti cadangan',
  },
  vi: {
    '33001': 'Tài khoản của bạn chưa có trong ảnh chụp dự trữ mới nhất; sẽ có trong lần tiếp theo',
    '33002': 'Tài khoản demo giữ tiền ảo và không thuộc bằng chứng dự trữ',
  },
  th: {
    '33001': 'บัญชีของคุณยังไม่อยู่ในสแนปช็อตทุนสำรองล่าสุด จะรวมอยู่ในครั้งถัดไป',
    '33002': 'บัญชีทดลองถือเงินเสมือนและไม่รวมอยู่ในหลักฐานทุนสำรอง',
  },
  tr: {
    '33001': 'Hesabınız henüz son rezerv anlık görüntüsünde yok; bir sonrakinde yer alacak',
    '33002': 'Demo hesaplar sanal fon tutar ve rezerv kanıtına dahil değildir',
  },
  uz: {
    '33001': 'Hisobingiz hali oxirgi zaxira suratida yoʻq; keyingisida boʻladi',
    '33002': 'Demo hisoblar virtual mablagʻ saqlaydi va zaxiralar isbotiga kirmaydi',
  },
  ar: {
    '33001': 'حسابك غير مدرج بعد في أحدث لقطة للاحتياطيات، وسيُدرج في اللقطة التالية',
    '33002': 'الحسابات التجريبية تحتفظ بأموال افتراضية ولا تدخل في إثبات الاحتياطيات',
  },
  ph: {
    '33001': 'Wala pa ang iyong account sa pinakabagong snapshot ng reserba; isasama ito sa susunod',
    '33002': 'Ang mga demo account ay may virtual na pondo at hindi kasama sa patunay ng reserba',
  },
});

export function infoMessage(key: InfoMessageKey, languageType: number): string {
  return tableForLanguageType(infoCatalogues, languageType)[key];
}
