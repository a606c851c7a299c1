import { httpStatusMessage, type RequestMessageKey } from './error-codes.ts';
import { findLanguage, type LocaleCode, languageByType } from './locales.ts';

export type RequestMessages = Readonly<Record<RequestMessageKey, string>>;

export const REQUEST_MESSAGE_KEYS: readonly RequestMessageKey[] = [
  'tip',
  'timeout',
  'expired',
  'loginvalid',
  'unknow',
  'notfound',
  'forbidden',
];

/** Spec §8, verbatim. */
const ENGLISH: RequestMessages = {
  tip: 'Tip',
  timeout: 'Request timed out!',
  expired: 'Login expired, please log in again',
  loginvalid: 'Please login to visit',
  unknow: 'The system is busy',
  notfound: 'Request error',
  forbidden: 'Request is forbidden',
};

const SPANISH: RequestMessages = {
  tip: 'Aviso',
  timeout: '¡Se agotó el tiempo de espera de la solicitud!',
  expired: 'La sesión ha caducado, inicia sesión de nuevo',
  loginvalid: 'Inicia sesión para acceder',
  unknow: 'El sistema está ocupado',
  notfound: 'Error en la solicitud',
  forbidden: 'Solicitud prohibida',
};

/**
 * Every locale has an entry (the Record type enforces it). English locales, and th, nl and bg
 * (spec §8: they reuse the English text), share the English table.
 */
export const REQUEST_MESSAGES: Readonly<Record<LocaleCode, RequestMessages>> = {
  en: ENGLISH,
  asia: ENGLISH,
  'en-GB': ENGLISH,
  'en-CA': ENGLISH,
  'en-IN': ENGLISH,
  'en-PH': ENGLISH,
  'en-ZA': ENGLISH,
  bg: ENGLISH,
  th: ENGLISH,
  nl: ENGLISH,
  ja: {
    tip: 'お知らせ',
    timeout: 'リクエストがタイムアウトしました！',
    expired: 'ログインの有効期限が切れました。もう一度ログインしてください',
    loginvalid: 'ログインしてからアクセスしてください',
    unknow: 'システムが混み合っています',
    notfound: 'リクエストエラー',
    forbidden: 'リクエストは拒否されました',
  },
  ru: {
    tip: 'Подсказка',
    timeout: 'Время ожидания запроса истекло!',
    expired: 'Сеанс истёк, войдите снова',
    loginvalid: 'Войдите, чтобы открыть эту страницу',
    unknow: 'Система занята',
    notfound: 'Ошибка запроса',
    forbidden: 'Запрос запрещён',
  },
  es: SPANISH,
  'es-ES': {
    ...SPANISH,
    expired: 'La sesión ha caducado, vuelve a iniciar sesión',
  },
  'es-AR': {
    ...SPANISH,
    expired: 'La sesión expiró, iniciá sesión de nuevo',
    loginvalid: 'Iniciá sesión para acceder',
  },
  it: {
    tip: 'Avviso',
    timeout: 'Richiesta scaduta!',
    expired: 'Sessione scaduta, accedi di nuovo',
    loginvalid: 'Accedi per visitare questa pagina',
    unknow: 'Il sistema è occupato',
    notfound: 'Errore nella richiesta',
    forbidden: 'Richiesta vietata',
  },
  fr: {
    tip: 'Information',
    timeout: 'La requête a expiré !',
    expired: 'Session expirée, veuillez vous reconnecter',
    loginvalid: 'Veuillez vous connecter pour accéder à cette page',
    unknow: 'Le système est occupé',
    notfound: 'Erreur de requête',
    forbidden: 'Requête interdite',
  },
  de: {
    tip: 'Hinweis',
    timeout: 'Zeitüberschreitung der Anfrage!',
    expired: 'Anmeldung abgelaufen, bitte melden Sie sich erneut an',
    loginvalid: 'Bitte melden Sie sich an, um fortzufahren',
    unknow: 'Das System ist ausgelastet',
    notfound: 'Anfragefehler',
    forbidden: 'Anfrage verweigert',
  },
  'zh-CN': {
    tip: '提示',
    timeout: '请求超时！',
    expired: '登录已过期，请重新登录',
    loginvalid: '请登录后访问',
    unknow: '系统繁忙',
    notfound: '请求错误',
    forbidden: '请求被禁止',
  },
  'zh-TC': {
    tip: '提示',
    timeout: '請求逾時！',
    expired: '登入已過期，請重新登入',
    loginvalid: '請登入後訪問',
    unknow: '系統繁忙',
    notfound: '請求錯誤',
    forbidden: '請求被禁止',
  },
  pt: {
    tip: 'Aviso',
    timeout: 'A solicitação expirou!',
    expired: 'Sessão expirada, faça login novamente',
    loginvalid: 'Faça login para acessar',
    unknow: 'O sistema está ocupado',
    notfound: 'Erro na solicitação',
    forbidden: 'Solicitação proibida',
  },
  'pt-PT': {
    tip: 'Aviso',
    timeout: 'O pedido excedeu o tempo limite!',
    expired: 'A sessão expirou, inicie sessão novamente',
    loginvalid: 'Inicie sessão para aceder',
    unknow: 'O sistema está ocupado',
    notfound: 'Erro no pedido',
    forbidden: 'Pedido proibido',
  },
  id: {
    tip: 'Petunjuk',
    timeout: 'Waktu permintaan habis!',
    expired: 'Sesi login telah berakhir, silakan login kembali',
    loginvalid: 'Silakan login untuk mengakses',
    unknow: 'Sistem sedang sibuk',
    notfound: 'Permintaan gagal',
    forbidden: 'Permintaan ditolak',
  },
  pl: {
    tip: 'Wskazówka',
    timeout: 'Przekroczono limit czasu żądania!',
    expired: 'Sesja wygasła, zaloguj się ponownie',
    loginvalid: 'Zaloguj się, aby kontynuować',
    unknow: 'System jest zajęty',
    notfound: 'Błąd żądania',
    forbidden: 'Żądanie jest zabronione',
  },
  vi: {
    tip: 'Thông báo',
    timeout: 'Yêu cầu đã hết thời gian chờ!',
    expired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    loginvalid: 'Vui lòng đăng nhập để truy cập',
    unknow: 'Hệ thống đang bận',
    notfound: 'Lỗi yêu cầu',
    forbidden: 'Yêu cầu bị từ chối',
  },
  uk: {
    tip: 'Підказка',
    timeout: 'Час очікування запиту вичерпано!',
    expired: 'Сеанс завершився, увійдіть знову',
    loginvalid: 'Увійдіть, щоб відкрити цю сторінку',
    unknow: 'Система зайнята',
    notfound: 'Помилка запиту',
    forbidden: 'Запит заборонено',
  },
  uz: {
    tip: 'Eslatma',
    timeout: 'Soʻrov vaqti tugadi!',
    expired: 'Kirish muddati tugadi, qaytadan kiring',
    loginvalid: 'Sahifani koʻrish uchun tizimga kiring',
    unknow: 'Tizim band',
    notfound: 'Soʻrovda xatolik',
    forbidden: 'Soʻrov taqiqlangan',
  },
  ar: {
    tip: 'تنبيه',
    timeout: 'انتهت مهلة الطلب!',
    expired: 'انتهت صلاحية تسجيل الدخول، يرجى تسجيل الدخول مرة أخرى',
    loginvalid: 'يرجى تسجيل الدخول للمتابعة',
    unknow: 'النظام مشغول',
    notfound: 'خطأ في الطلب',
    forbidden: 'الطلب محظور',
  },
  ph: {
    tip: 'Paalala',
    timeout: 'Nag-time out ang kahilingan!',
    expired: 'Nag-expire na ang login, mag-log in muli',
    loginvalid: 'Mag-log in para makita ito',
    unknow: 'Abala ang system',
    notfound: 'May error sa kahilingan',
    forbidden: 'Ipinagbabawal ang kahilingan',
  },
  sv: {
    tip: 'Tips',
    timeout: 'Begäran tog för lång tid!',
    expired: 'Inloggningen har gått ut, logga in igen',
    loginvalid: 'Logga in för att fortsätta',
    unknow: 'Systemet är upptaget',
    notfound: 'Fel i begäran',
    forbidden: 'Begäran är inte tillåten',
  },
  ko: {
    tip: '안내',
    timeout: '요청 시간이 초과되었습니다!',
    expired: '로그인이 만료되었습니다. 다시 로그인해 주세요',
    loginvalid: '로그인 후 이용해 주세요',
    unknow: '시스템이 혼잡합니다',
    notfound: '요청 오류',
    forbidden: '요청이 거부되었습니다',
  },
  tr: {
    tip: 'Bilgi',
    timeout: 'İstek zaman aşımına uğradı!',
    expired: 'Oturum süresi doldu, lütfen tekrar giriş yapın',
    loginvalid: 'Erişmek için lütfen giriş yapın',
    unknow: 'Sistem meşgul',
    notfound: 'İstek hatası',
    forbidden: 'İstek yasaklandı',
  },
};

function messagesFor(locale: string): RequestMessages {
  const entry = findLanguage(locale) ?? findLanguage(locale.split(/[-_]/)[0] ?? '');
  return entry ? REQUEST_MESSAGES[entry.locale] : ENGLISH;
}

/** A request message in the given locale; unknown languages fall back to English (spec §8). */
export function requestMessage(key: RequestMessageKey, locale: string): string {
  return messagesFor(locale)[key];
}

/** The gateway only sees the `languageType` query parameter (§7), so it looks texts up by type. */
export function requestMessageByType(key: RequestMessageKey, languageType: number): string {
  const entry = languageByType(languageType);
  return entry ? REQUEST_MESSAGES[entry.locale][key] : ENGLISH[key];
}

/** The text for a failed HTTP status (spec §8 table); the "other" row reads e.g. '502 The system is busy'. */
export function httpErrorMessage(status: number, locale: string): string {
  const { key, withStatus } = httpStatusMessage(status);
  const text = requestMessage(key, locale);
  return withStatus ? `${status} ${text}` : text;
}
