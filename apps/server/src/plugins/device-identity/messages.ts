// Texts of the device-identity answers in every selectable language, looked up by the request's
// language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
import type { DeviceTokenRefusalReason } from '@tideline/protocol/device-token-paths';
import {
  type CatalogueByLocale,
  fillPlaceholders,
  type MessageParams,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../../i18n/localised-catalogue.ts';

export type DeviceMessageKey = DeviceTokenRefusalReason | 'unknownApp' | 'invalidTerminalCode';

type DeviceMessages = MessageTable<DeviceMessageKey>;

const en: DeviceMessages = {
  missing: 'This action needs a device check. Please refresh the page and try again.',
  malformed: 'The device check data is damaged. Please refresh the page and try again.',
  forged: 'The device check could not be verified. Please refresh the page and try again.',
  expired: 'The device check has expired. Please refresh the page and try again.',
  terminalMismatch: 'The device check belongs to another device. Please refresh the page and try again.',
  unknownApp: 'Unknown application id "{appId}".',
  invalidTerminalCode: 'The terminal code must be 1 to 128 letters, digits or . _ : - characters.',
};

const ja: DeviceMessages = {
  missing: 'この操作にはデバイス確認が必要です。ページを更新してもう一度お試しください。',
  malformed: 'デバイス確認のデータが破損しています。ページを更新してもう一度お試しください。',
  forged: 'デバイス確認を検証できませんでした。ページを更新してもう一度お試しください。',
  expired: 'デバイス確認の有効期限が切れました。ページを更新してもう一度お試しください。',
  terminalMismatch: 'このデバイス確認は別のデバイスのものです。ページを更新してもう一度お試しください。',
  unknownApp: '不明なアプリケーション ID「{appId}」です。',
  invalidTerminalCode: '端末コードは英字、数字、または . _ : - からなる 1～128 文字で指定してください。',
};

const ko: DeviceMessages = {
  missing: '이 작업에는 기기 확인이 필요합니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  malformed: '기기 확인 데이터가 손상되었습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  forged: '기기 확인을 검증할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  expired: '기기 확인이 만료되었습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  terminalMismatch: '이 기기 확인은 다른 기기의 것입니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  unknownApp: '알 수 없는 애플리케이션 ID "{appId}"입니다.',
  invalidTerminalCode: '단말기 코드는 영문자, 숫자 또는 . _ : - 문자로 된 1~128자여야 합니다.',
};

const zhCN: DeviceMessages = {
  missing: '此操作需要设备校验，请刷新页面后重试。',
  malformed: '设备校验数据已损坏，请刷新页面后重试。',
  forged: '设备校验未通过，请刷新页面后重试。',
  expired: '设备校验已过期，请刷新页面后重试。',
  terminalMismatch: '设备校验与当前设备不符，请刷新页面后重试。',
  unknownApp: '未知的应用标识“{appId}”。',
  invalidTerminalCode: '终端码须为 1 至 128 个字母、数字或 . _ : - 字符。',
};

const zhTC: DeviceMessages = {
  missing: '此操作需要裝置驗證，請重新整理頁面後再試。',
  malformed: '裝置驗證資料已損壞，請重新整理頁面後再試。',
  forged: '裝置驗證未通過，請重新整理頁面後再試。',
  expired: '裝置驗證已過期，請重新整理頁面後再試。',
  terminalMismatch: '裝置驗證與目前裝置不符，請重新整理頁面後再試。',
  unknownApp: '未知的應用程式識別碼「{appId}」。',
  invalidTerminalCode: '終端碼須為 1 至 128 個字母、數字或 . _ : - 字元。',
};

const ar: DeviceMessages = {
  missing: 'يتطلب هذا الإجراء التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  malformed: 'بيانات التحقق من الجهاز تالفة. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  forged: 'تعذّر التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  expired: 'انتهت صلاحية التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  terminalMismatch: 'التحقق من الجهاز يخص جهازًا آخر. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  unknownApp: 'معرّف التطبيق "{appId}" غير معروف.',
  invalidTerminalCode: 'يجب أن يتكون رمز الطرفية من 1 إلى 128 حرفًا أو رقمًا أو من الرموز . _ : -',
};

const ru: DeviceMessages = {
  missing: 'Для этого действия нужна проверка устройства. Обновите страницу и повторите попытку.',
  malformed: 'Данные проверки устройства повреждены. Обновите страницу и повторите попытку.',
  forged: 'Не удалось подтвердить проверку устройства. Обновите страницу и повторите попытку.',
  expired: 'Срок проверки устройства истёк. Обновите страницу и повторите попытку.',
  terminalMismatch: 'Проверка относится к другому устройству. Обновите страницу и повторите попытку.',
  unknownApp: 'Неизвестный идентификатор приложения «{appId}».',
  invalidTerminalCode: 'Код терминала должен содержать от 1 до 128 символов: буквы, цифры или . _ : -',
};

const uk: DeviceMessages = {
  missing: 'Для цієї дії потрібна перевірка пристрою. Оновіть сторінку та спробуйте ще раз.',
  malformed: 'Дані перевірки пристрою пошкоджено. Оновіть сторінку та спробуйте ще раз.',
  forged: 'Не вдалося підтвердити перевірку пристрою. Оновіть сторінку та спробуйте ще раз.',
  expired: 'Термін перевірки пристрою минув. Оновіть сторінку та спробуйте ще раз.',
  terminalMismatch: 'Перевірка належить іншому пристрою. Оновіть сторінку та спробуйте ще раз.',
  unknownApp: 'Невідомий ідентифікатор застосунку «{appId}».',
  invalidTerminalCode: 'Код термінала має містити від 1 до 128 символів: літери, цифри або . _ : -',
};

const pl: DeviceMessages = {
  missing: 'Ta czynność wymaga weryfikacji urządzenia. Odśwież stronę i spróbuj ponownie.',
  malformed: 'Dane weryfikacji urządzenia są uszkodzone. Odśwież stronę i spróbuj ponownie.',
  forged: 'Nie udało się potwierdzić weryfikacji urządzenia. Odśwież stronę i spróbuj ponownie.',
  expired: 'Weryfikacja urządzenia wygasła. Odśwież stronę i spróbuj ponownie.',
  terminalMismatch: 'Ta weryfikacja dotyczy innego urządzenia. Odśwież stronę i spróbuj ponownie.',
  unknownApp: 'Nieznany identyfikator aplikacji „{appId}”.',
  invalidTerminalCode: 'Kod terminala musi mieć od 1 do 128 znaków: liter, cyfr lub . _ : -',
};

const es: DeviceMessages = {
  missing: 'Esta acción requiere verificar el dispositivo. Actualiza la página e inténtalo de nuevo.',
  malformed:
    'Los datos de verificación del dispositivo están dañados. Actualiza la página e inténtalo de nuevo.',
  forged: 'No se pudo validar la verificación del dispositivo. Actualiza la página e inténtalo de nuevo.',
  expired: 'La verificación del dispositivo expiró. Actualiza la página e inténtalo de nuevo.',
  terminalMismatch: 'La verificación pertenece a otro dispositivo. Actualiza la página e inténtalo de nuevo.',
  unknownApp: 'Identificador de aplicación desconocido: "{appId}".',
  invalidTerminalCode:
    'El código de terminal debe tener de 1 a 128 caracteres entre letras, números o . _ : -',
};

const esES: DeviceMessages = {
  ...es,
  expired: 'La verificación del dispositivo ha caducado. Actualiza la página e inténtalo de nuevo.',
};

const esAR: DeviceMessages = {
  missing: 'Esta acción requiere verificar el dispositivo. Actualizá la página e intentá de nuevo.',
  malformed:
    'Los datos de verificación del dispositivo están dañados. Actualizá la página e intentá de nuevo.',
  forged: 'No se pudo validar la verificación del dispositivo. Actualizá la página e intentá de nuevo.',
  expired: 'La verificación del dispositivo venció. Actualizá la página e intentá de nuevo.',
  terminalMismatch: 'La verificación pertenece a otro dispositivo. Actualizá la página e intentá de nuevo.',
  unknownApp: es.unknownApp,
  invalidTerminalCode: es.invalidTerminalCode,
};

const pt: DeviceMessages = {
  missing: 'Esta ação exige uma verificação do dispositivo. Atualize a página e tente novamente.',
  malformed: 'Os dados da verificação do dispositivo estão corrompidos. Atualize a página e tente novamente.',
  forged: 'Não foi possível validar a verificação do dispositivo. Atualize a página e tente novamente.',
  expired: 'A verificação do dispositivo expirou. Atualize a página e tente novamente.',
  terminalMismatch: 'A verificação pertence a outro dispositivo. Atualize a página e tente novamente.',
  unknownApp: 'ID de aplicativo desconhecido: "{appId}".',
  invalidTerminalCode: 'O código do terminal deve ter de 1 a 128 caracteres entre letras, números ou . _ : -',
};

const ptPT: DeviceMessages = {
  ...pt,
  malformed: 'Os dados da verificação do dispositivo estão danificados. Atualize a página e tente novamente.',
  unknownApp: 'ID de aplicação desconhecido: "{appId}".',
  invalidTerminalCode:
    'O código do terminal deve ter entre 1 e 128 caracteres: letras, algarismos ou . _ : -',
};

const it: DeviceMessages = {
  missing: 'Questa operazione richiede una verifica del dispositivo. Aggiorna la pagina e riprova.',
  malformed: 'I dati di verifica del dispositivo sono danneggiati. Aggiorna la pagina e riprova.',
  forged: 'Impossibile convalidare la verifica del dispositivo. Aggiorna la pagina e riprova.',
  expired: 'La verifica del dispositivo è scaduta. Aggiorna la pagina e riprova.',
  terminalMismatch: 'La verifica appartiene a un altro dispositivo. Aggiorna la pagina e riprova.',
  unknownApp: 'ID applicazione sconosciuto: "{appId}".',
  invalidTerminalCode: 'Il codice terminale deve avere da 1 a 128 caratteri tra lettere, cifre o . _ : -',
};

const fr: DeviceMessages = {
  missing: 'Cette action nécessite une vérification de l’appareil. Veuillez actualiser la page et réessayer.',
  malformed:
    'Les données de vérification de l’appareil sont endommagées. Veuillez actualiser la page et réessayer.',
  forged: 'La vérification de l’appareil n’a pas pu être validée. Veuillez actualiser la page et réessayer.',
  expired: 'La vérification de l’appareil a expiré. Veuillez actualiser la page et réessayer.',
  terminalMismatch:
    'La vérification appartient à un autre appareil. Veuillez actualiser la page et réessayer.',
  unknownApp: 'Identifiant d’application inconnu : « {appId} ».',
  invalidTerminalCode:
    'Le code du terminal doit comporter de 1 à 128 lettres, chiffres ou caractères . _ : -',
};

const de: DeviceMessages = {
  missing:
    'Für diese Aktion ist eine Geräteprüfung nötig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  malformed:
    'Die Daten der Geräteprüfung sind beschädigt. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  forged:
    'Die Geräteprüfung konnte nicht bestätigt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  expired: 'Die Geräteprüfung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  terminalMismatch:
    'Die Geräteprüfung gehört zu einem anderen Gerät. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  unknownApp: 'Unbekannte Anwendungs-ID „{appId}“.',
  invalidTerminalCode:
    'Der Terminalcode muss aus 1 bis 128 Buchstaben, Ziffern oder den Zeichen . _ : - bestehen.',
};

const nl: DeviceMessages = {
  missing: 'Voor deze actie is een apparaatcontrole nodig. Vernieuw de pagina en probeer het opnieuw.',
  malformed:
    'De gegevens van de apparaatcontrole zijn beschadigd. Vernieuw de pagina en probeer het opnieuw.',
  forged: 'De apparaatcontrole kon niet worden bevestigd. Vernieuw de pagina en probeer het opnieuw.',
  expired: 'De apparaatcontrole is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  terminalMismatch:
    'De apparaatcontrole hoort bij een ander apparaat. Vernieuw de pagina en probeer het opnieuw.',
  unknownApp: 'Onbekende applicatie-ID "{appId}".',
  invalidTerminalCode: 'De terminalcode moet uit 1 tot 128 letters, cijfers of de tekens . _ : - bestaan.',
};

const sv: DeviceMessages = {
  missing: 'Den här åtgärden kräver en enhetskontroll. Uppdatera sidan och försök igen.',
  malformed: 'Enhetskontrollens data är skadade. Uppdatera sidan och försök igen.',
  forged: 'Enhetskontrollen kunde inte bekräftas. Uppdatera sidan och försök igen.',
  expired: 'Enhetskontrollen har gått ut. Uppdatera sidan och försök igen.',
  terminalMismatch: 'Enhetskontrollen tillhör en annan enhet. Uppdatera sidan och försök igen.',
  unknownApp: 'Okänt app-id "{appId}".',
  invalidTerminalCode: 'Terminalkoden måste bestå av 1 till 128 bokstäver, siffror eller tecknen . _ : -',
};

const id: DeviceMessages = {
  missing: 'Tindakan ini memerlukan pemeriksaan perangkat. Silakan muat ulang halaman dan coba lagi.',
  malformed: 'Data pemeriksaan perangkat rusak. Silakan muat ulang halaman dan coba lagi.',
  forged: 'Pemeriksaan perangkat tidak dapat diverifikasi. Silakan muat ulang halaman dan coba lagi.',
  expired: 'Pemeriksaan perangkat sudah kedaluwarsa. Silakan muat ulang halaman dan coba lagi.',
  terminalMismatch:
    'Pemeriksaan perangkat ini milik perangkat lain. Silakan muat ulang halaman dan coba lagi.',
  unknownApp: 'ID aplikasi "{appId}" tidak dikenal.',
  invalidTerminalCode: 'Kode terminal harus terdiri dari 1 sampai 128 huruf, angka, atau karakter . _ : -',
};

const vi: DeviceMessages = {
  missing: 'Thao tác này cần kiểm tra thiết bị. Vui lòng tải lại trang và thử lại.',
  malformed: 'Dữ liệu kiểm tra thiết bị bị hỏng. Vui lòng tải lại trang và thử lại.',
  forged: 'Không thể xác thực kết quả kiểm tra thiết bị. Vui lòng tải lại trang và thử lại.',
  expired: 'Kiểm tra thiết bị đã hết hạn. Vui lòng tải lại trang và thử lại.',
  terminalMismatch: 'Kết quả kiểm tra thuộc về một thiết bị khác. Vui lòng tải lại trang và thử lại.',
  unknownApp: 'Mã ứng dụng "{appId}" không xác định.',
  invalidTerminalCode: 'Mã thiết bị đầu cuối phải gồm từ 1 đến 128 chữ cái, chữ số hoặc ký tự . _ : -',
};

const th: DeviceMessages = {
  missing: 'การดำเนินการนี้ต้องตรวจสอบอุปกรณ์ โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  malformed: 'ข้อมูลการตรวจสอบอุปกรณ์เสียหาย โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  forged: 'ไม่สามารถยืนยันการตรวจสอบอุปกรณ์ได้ โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  expired: 'การตรวจสอบอุปกรณ์หมดอายุแล้ว โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  terminalMismatch: 'การตรวจสอบนี้เป็นของอุปกรณ์อื่น โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  unknownApp: 'ไม่รู้จักรหัสแอปพลิเคชัน "{appId}"',
  invalidTerminalCode: 'รหัสเทอร์มินัลต้องมี 1 ถึง 128 ตัว ประกอบด้วยตัวอักษร ตัวเลข หรืออักขระ . _ : -',
};

const tr: DeviceMessages = {
  missing: 'Bu işlem için cihaz doğrulaması gerekiyor. Lütfen sayfayı yenileyip tekrar deneyin.',
  malformed: 'Cihaz doğrulama verileri bozuk. Lütfen sayfayı yenileyip tekrar deneyin.',
  forged: 'Cihaz doğrulaması onaylanamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  expired: 'Cihaz doğrulamasının süresi doldu. Lütfen sayfayı yenileyip tekrar deneyin.',
  terminalMismatch: 'Bu cihaz doğrulaması başka bir cihaza ait. Lütfen sayfayı yenileyip tekrar deneyin.',
  unknownApp: 'Bilinmeyen uygulama kimliği "{appId}".',
  invalidTerminalCode:
    'Terminal kodu 1 ile 128 arasında harf, rakam veya . _ : - karakterlerinden oluşmalıdır.',
};

const uz: DeviceMessages = {
  missing: 'Bu amal uchun qurilma tekshiruvi kerak. Sahifani yangilab, qayta urinib koʻring.',
  malformed: 'Qurilma tekshiruvi maʼlumotlari buzilgan. Sahifani yangilab, qayta urinib koʻring.',
  forged: 'Qurilma tekshiruvini tasdiqlab boʻlmadi. Sahifani yangilab, qayta urinib koʻring.',
  expired: 'Qurilma tekshiruvining muddati tugadi. Sahifani yangilab, qayta urinib koʻring.',
  terminalMismatch: 'Bu tekshiruv boshqa qurilmaga tegishli. Sahifani yangilab, qayta urinib koʻring.',
  unknownApp: 'Nomaʼlum ilova identifikatori: "{appId}".',
  invalidTerminalCode:
    'Terminal kodi 1 tadan 128 tagacha harf, raqam yoki . _ : - belgilaridan iborat boʻlishi kerak.',
};

const ph: DeviceMessages = {
  missing: 'Kailangan ng device check para sa aksiyong ito. I-refresh ang page at subukang muli.',
  malformed: 'Sira ang data ng device check. I-refresh ang page at subukang muli.',
  forged: 'Hindi ma-verify ang device check. I-refresh ang page at subukang muli.',
  expired: 'Nag-expire na ang device check. I-refresh ang page at subukang muli.',
  terminalMismatch: 'Para sa ibang device ang device check na ito. I-refresh ang page at subukang muli.',
  unknownApp: 'Hindi kilalang application id na "{appId}".',
  invalidTerminalCode: 'Ang terminal code ay dapat 1 hanggang 128 na letra, numero o . _ : - na character.',
};

export const deviceCatalogues: CatalogueByLocale<DeviceMessageKey> = withRegionalEnglish({
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

export function deviceMessage(
  key: DeviceMessageKey,
  languageType: number,
  params: MessageParams = {},
): string {
  return fillPlaceholders(tableForLanguageType(deviceCatalogues, languageType)[key], params);
}
