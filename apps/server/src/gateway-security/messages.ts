// Texts of the gateway security answers in every selectable language, looked up by the request's
// language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
import {
  type CatalogueByLocale,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../i18n/localised-catalogue.ts';

export type SecurityMessageKey =
  | 'success'
  | 'sign00020'
  | 'sign00021'
  | 'sign00022'
  | 'sign00023'
  | 'decryptFailed'
  | 'captchaRequired'
  | 'captchaFailed'
  | 'captchaExpired';

type SecurityMessages = MessageTable<SecurityMessageKey>;

const en: SecurityMessages = {
  success: 'Success',
  sign00020: 'This request must be signed. Please refresh the page and try again.',
  sign00021: 'The request signature does not match this page. Please refresh and try again.',
  sign00022: 'The request has expired. Please check your device clock and try again.',
  sign00023: 'The request signature is invalid. Please log in again.',
  decryptFailed: 'Secure login failed. Please refresh the page and try again.',
  captchaRequired: 'Please complete the security check to continue.',
  captchaFailed: 'The security check was not passed. Please try again.',
  captchaExpired: 'The security check has expired. Please start again.',
};

const ja: SecurityMessages = {
  success: '成功しました',
  sign00020: 'このリクエストには署名が必要です。ページを更新してもう一度お試しください。',
  sign00021: 'リクエストの署名がこのページと一致しません。更新してもう一度お試しください。',
  sign00022: 'リクエストの有効期限が切れました。端末の時刻を確認してもう一度お試しください。',
  sign00023: 'リクエストの署名が無効です。もう一度ログインしてください。',
  decryptFailed: 'セキュアログインに失敗しました。ページを更新してもう一度お試しください。',
  captchaRequired: '続行するにはセキュリティチェックを完了してください。',
  captchaFailed: 'セキュリティチェックを通過できませんでした。もう一度お試しください。',
  captchaExpired: 'セキュリティチェックの有効期限が切れました。最初からやり直してください。',
};

const ko: SecurityMessages = {
  success: '성공',
  sign00020: '이 요청에는 서명이 필요합니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  sign00021: '요청 서명이 이 페이지와 일치하지 않습니다. 새로고침한 후 다시 시도해 주세요.',
  sign00022: '요청이 만료되었습니다. 기기 시간을 확인한 후 다시 시도해 주세요.',
  sign00023: '요청 서명이 올바르지 않습니다. 다시 로그인해 주세요.',
  decryptFailed: '보안 로그인에 실패했습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  captchaRequired: '계속하려면 보안 확인을 완료해 주세요.',
  captchaFailed: '보안 확인을 통과하지 못했습니다. 다시 시도해 주세요.',
  captchaExpired: '보안 확인이 만료되었습니다. 처음부터 다시 시작해 주세요.',
};

const zhCN: SecurityMessages = {
  success: '成功',
  sign00020: '该请求需要签名，请刷新页面后重试。',
  sign00021: '请求签名方式与当前页面不符，请刷新后重试。',
  sign00022: '请求已过期，请检查设备时间后重试。',
  sign00023: '请求签名无效，请重新登录。',
  decryptFailed: '安全登录失败，请刷新页面后重试。',
  captchaRequired: '请先完成安全验证。',
  captchaFailed: '安全验证未通过，请重试。',
  captchaExpired: '安全验证已过期，请重新开始。',
};

const zhTC: SecurityMessages = {
  success: '成功',
  sign00020: '此請求需要簽名，請重新整理頁面後再試。',
  sign00021: '請求簽名方式與目前頁面不符，請重新整理後再試。',
  sign00022: '請求已過期，請檢查裝置時間後再試。',
  sign00023: '請求簽名無效，請重新登入。',
  decryptFailed: '安全登入失敗，請重新整理頁面後再試。',
  captchaRequired: '請先完成安全驗證。',
  captchaFailed: '安全驗證未通過，請再試一次。',
  captchaExpired: '安全驗證已過期，請重新開始。',
};

const ru: SecurityMessages = {
  success: 'Успешно',
  sign00020: 'Этот запрос должен быть подписан. Обновите страницу и повторите попытку.',
  sign00021: 'Подпись запроса не соответствует этой странице. Обновите страницу и повторите попытку.',
  sign00022: 'Срок действия запроса истёк. Проверьте часы на устройстве и повторите попытку.',
  sign00023: 'Недействительная подпись запроса. Войдите снова.',
  decryptFailed: 'Не удалось выполнить защищённый вход. Обновите страницу и повторите попытку.',
  captchaRequired: 'Чтобы продолжить, пройдите проверку безопасности.',
  captchaFailed: 'Проверка безопасности не пройдена. Попробуйте ещё раз.',
  captchaExpired: 'Время проверки безопасности истекло. Начните заново.',
};

const uk: SecurityMessages = {
  success: 'Успішно',
  sign00020: 'Цей запит має бути підписаний. Оновіть сторінку та спробуйте ще раз.',
  sign00021: 'Підпис запиту не відповідає цій сторінці. Оновіть сторінку та спробуйте ще раз.',
  sign00022: 'Термін дії запиту минув. Перевірте годинник на пристрої та спробуйте ще раз.',
  sign00023: 'Недійсний підпис запиту. Увійдіть знову.',
  decryptFailed: 'Не вдалося виконати захищений вхід. Оновіть сторінку та спробуйте ще раз.',
  captchaRequired: 'Щоб продовжити, пройдіть перевірку безпеки.',
  captchaFailed: 'Перевірку безпеки не пройдено. Спробуйте ще раз.',
  captchaExpired: 'Час перевірки безпеки минув. Почніть спочатку.',
};

const pl: SecurityMessages = {
  success: 'Sukces',
  sign00020: 'To żądanie musi być podpisane. Odśwież stronę i spróbuj ponownie.',
  sign00021: 'Podpis żądania nie pasuje do tej strony. Odśwież ją i spróbuj ponownie.',
  sign00022: 'Żądanie wygasło. Sprawdź zegar urządzenia i spróbuj ponownie.',
  sign00023: 'Podpis żądania jest nieprawidłowy. Zaloguj się ponownie.',
  decryptFailed: 'Bezpieczne logowanie nie powiodło się. Odśwież stronę i spróbuj ponownie.',
  captchaRequired: 'Aby kontynuować, przejdź weryfikację bezpieczeństwa.',
  captchaFailed: 'Weryfikacja bezpieczeństwa nie powiodła się. Spróbuj ponownie.',
  captchaExpired: 'Weryfikacja bezpieczeństwa wygasła. Zacznij od nowa.',
};

const es: SecurityMessages = {
  success: 'Éxito',
  sign00020: 'Esta solicitud debe estar firmada. Actualiza la página e inténtalo de nuevo.',
  sign00021: 'La firma de la solicitud no corresponde a esta página. Actualiza e inténtalo de nuevo.',
  sign00022: 'La solicitud expiró. Revisa la hora de tu dispositivo e inténtalo de nuevo.',
  sign00023: 'La firma de la solicitud no es válida. Inicia sesión de nuevo.',
  decryptFailed: 'Falló el inicio de sesión seguro. Actualiza la página e inténtalo de nuevo.',
  captchaRequired: 'Completa la verificación de seguridad para continuar.',
  captchaFailed: 'No se superó la verificación de seguridad. Inténtalo de nuevo.',
  captchaExpired: 'La verificación de seguridad expiró. Vuelve a empezar.',
};

const esES: SecurityMessages = {
  ...es,
  sign00022: 'La solicitud ha caducado. Comprueba la hora de tu dispositivo e inténtalo de nuevo.',
  sign00023: 'La firma de la solicitud no es válida. Vuelve a iniciar sesión.',
  decryptFailed: 'Ha fallado el inicio de sesión seguro. Actualiza la página e inténtalo de nuevo.',
  captchaExpired: 'La verificación de seguridad ha caducado. Vuelve a empezar.',
};

const esAR: SecurityMessages = {
  ...es,
  sign00020: 'Esta solicitud tiene que estar firmada. Actualizá la página e intentá de nuevo.',
  sign00021: 'La firma de la solicitud no corresponde a esta página. Actualizá e intentá de nuevo.',
  sign00022: 'La solicitud venció. Revisá la hora de tu dispositivo e intentá de nuevo.',
  sign00023: 'La firma de la solicitud no es válida. Iniciá sesión de nuevo.',
  decryptFailed: 'Falló el inicio de sesión seguro. Actualizá la página e intentá de nuevo.',
  captchaRequired: 'Completá la verificación de seguridad para continuar.',
  captchaFailed: 'No se superó la verificación de seguridad. Intentá de nuevo.',
  captchaExpired: 'La verificación de seguridad venció. Empezá de nuevo.',
};

const pt: SecurityMessages = {
  success: 'Sucesso',
  sign00020: 'Esta solicitação precisa ser assinada. Atualize a página e tente novamente.',
  sign00021: 'A assinatura da solicitação não corresponde a esta página. Atualize e tente novamente.',
  sign00022: 'A solicitação expirou. Verifique o relógio do seu dispositivo e tente novamente.',
  sign00023: 'A assinatura da solicitação é inválida. Faça login novamente.',
  decryptFailed: 'Falha no login seguro. Atualize a página e tente novamente.',
  captchaRequired: 'Conclua a verificação de segurança para continuar.',
  captchaFailed: 'A verificação de segurança não foi aprovada. Tente novamente.',
  captchaExpired: 'A verificação de segurança expirou. Comece novamente.',
};

const ptPT: SecurityMessages = {
  success: 'Sucesso',
  sign00020: 'Este pedido tem de ser assinado. Atualize a página e tente novamente.',
  sign00021: 'A assinatura do pedido não corresponde a esta página. Atualize e tente novamente.',
  sign00022: 'O pedido expirou. Verifique o relógio do seu dispositivo e tente novamente.',
  sign00023: 'A assinatura do pedido é inválida. Inicie sessão novamente.',
  decryptFailed: 'O início de sessão seguro falhou. Atualize a página e tente novamente.',
  captchaRequired: 'Conclua a verificação de segurança para continuar.',
  captchaFailed: 'A verificação de segurança não foi superada. Tente novamente.',
  captchaExpired: 'A verificação de segurança expirou. Comece de novo.',
};

const it: SecurityMessages = {
  success: 'Operazione riuscita',
  sign00020: 'Questa richiesta deve essere firmata. Aggiorna la pagina e riprova.',
  sign00021: 'La firma della richiesta non corrisponde a questa pagina. Aggiorna e riprova.',
  sign00022: 'La richiesta è scaduta. Controlla l’orologio del dispositivo e riprova.',
  sign00023: 'La firma della richiesta non è valida. Accedi di nuovo.',
  decryptFailed: 'Accesso sicuro non riuscito. Aggiorna la pagina e riprova.',
  captchaRequired: 'Completa il controllo di sicurezza per continuare.',
  captchaFailed: 'Il controllo di sicurezza non è stato superato. Riprova.',
  captchaExpired: 'Il controllo di sicurezza è scaduto. Ricomincia.',
};

const fr: SecurityMessages = {
  success: 'Succès',
  sign00020: 'Cette requête doit être signée. Veuillez actualiser la page et réessayer.',
  sign00021: 'La signature de la requête ne correspond pas à cette page. Veuillez actualiser et réessayer.',
  sign00022: 'La requête a expiré. Vérifiez l’horloge de votre appareil et réessayez.',
  sign00023: 'La signature de la requête n’est pas valide. Veuillez vous reconnecter.',
  decryptFailed: 'La connexion sécurisée a échoué. Veuillez actualiser la page et réessayer.',
  captchaRequired: 'Veuillez effectuer la vérification de sécurité pour continuer.',
  captchaFailed: 'La vérification de sécurité a échoué. Veuillez réessayer.',
  captchaExpired: 'La vérification de sécurité a expiré. Veuillez recommencer.',
};

const de: SecurityMessages = {
  success: 'Erfolgreich',
  sign00020: 'Diese Anfrage muss signiert sein. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  sign00021:
    'Die Signatur der Anfrage passt nicht zu dieser Seite. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  sign00022:
    'Die Anfrage ist abgelaufen. Bitte prüfen Sie die Uhrzeit Ihres Geräts und versuchen Sie es erneut.',
  sign00023: 'Die Signatur der Anfrage ist ungültig. Bitte melden Sie sich erneut an.',
  decryptFailed:
    'Die sichere Anmeldung ist fehlgeschlagen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  captchaRequired: 'Bitte schließen Sie die Sicherheitsprüfung ab, um fortzufahren.',
  captchaFailed: 'Die Sicherheitsprüfung wurde nicht bestanden. Bitte versuchen Sie es erneut.',
  captchaExpired: 'Die Sicherheitsprüfung ist abgelaufen. Bitte beginnen Sie erneut.',
};

const nl: SecurityMessages = {
  success: 'Gelukt',
  sign00020: 'Dit verzoek moet ondertekend zijn. Vernieuw de pagina en probeer het opnieuw.',
  sign00021: 'De handtekening van het verzoek past niet bij deze pagina. Vernieuw en probeer het opnieuw.',
  sign00022: 'Het verzoek is verlopen. Controleer de klok van je apparaat en probeer het opnieuw.',
  sign00023: 'De handtekening van het verzoek is ongeldig. Log opnieuw in.',
  decryptFailed: 'Beveiligd inloggen is mislukt. Vernieuw de pagina en probeer het opnieuw.',
  captchaRequired: 'Voltooi de beveiligingscontrole om verder te gaan.',
  captchaFailed: 'De beveiligingscontrole is niet geslaagd. Probeer het opnieuw.',
  captchaExpired: 'De beveiligingscontrole is verlopen. Begin opnieuw.',
};

const sv: SecurityMessages = {
  success: 'Klart',
  sign00020: 'Den här begäran måste vara signerad. Uppdatera sidan och försök igen.',
  sign00021: 'Begärans signatur stämmer inte med den här sidan. Uppdatera och försök igen.',
  sign00022: 'Begäran har gått ut. Kontrollera enhetens klocka och försök igen.',
  sign00023: 'Begärans signatur är ogiltig. Logga in igen.',
  decryptFailed: 'Säker inloggning misslyckades. Uppdatera sidan och försök igen.',
  captchaRequired: 'Slutför säkerhetskontrollen för att fortsätta.',
  captchaFailed: 'Säkerhetskontrollen godkändes inte. Försök igen.',
  captchaExpired: 'Säkerhetskontrollen har gått ut. Börja om.',
};

const id: SecurityMessages = {
  success: 'Berhasil',
  sign00020: 'Permintaan ini harus ditandatangani. Silakan muat ulang halaman dan coba lagi.',
  sign00021: 'Tanda tangan permintaan tidak cocok dengan halaman ini. Silakan muat ulang dan coba lagi.',
  sign00022: 'Permintaan sudah kedaluwarsa. Periksa jam perangkat Anda dan coba lagi.',
  sign00023: 'Tanda tangan permintaan tidak valid. Silakan login kembali.',
  decryptFailed: 'Login aman gagal. Silakan muat ulang halaman dan coba lagi.',
  captchaRequired: 'Selesaikan pemeriksaan keamanan untuk melanjutkan.',
  captchaFailed: 'Pemeriksaan keamanan tidak lolos. Silakan coba lagi.',
  captchaExpired: 'Pemeriksaan keamanan sudah kedaluwarsa. Silakan mulai lagi.',
};

const vi: SecurityMessages = {
  success: 'Thành công',
  sign00020: 'Yêu cầu này phải được ký. Vui lòng tải lại trang và thử lại.',
  sign00021: 'Chữ ký của yêu cầu không khớp với trang này. Vui lòng tải lại và thử lại.',
  sign00022: 'Yêu cầu đã hết hạn. Vui lòng kiểm tra đồng hồ thiết bị và thử lại.',
  sign00023: 'Chữ ký của yêu cầu không hợp lệ. Vui lòng đăng nhập lại.',
  decryptFailed: 'Đăng nhập bảo mật thất bại. Vui lòng tải lại trang và thử lại.',
  captchaRequired: 'Vui lòng hoàn tất bước kiểm tra bảo mật để tiếp tục.',
  captchaFailed: 'Chưa vượt qua bước kiểm tra bảo mật. Vui lòng thử lại.',
  captchaExpired: 'Bước kiểm tra bảo mật đã hết hạn. Vui lòng bắt đầu lại.',
};

const th: SecurityMessages = {
  success: 'สำเร็จ',
  sign00020: 'คำขอนี้ต้องมีลายเซ็น โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  sign00021: 'ลายเซ็นของคำขอไม่ตรงกับหน้านี้ โปรดรีเฟรชแล้วลองอีกครั้ง',
  sign00022: 'คำขอหมดอายุแล้ว โปรดตรวจสอบเวลาของอุปกรณ์แล้วลองอีกครั้ง',
  sign00023: 'ลายเซ็นของคำขอไม่ถูกต้อง โปรดเข้าสู่ระบบอีกครั้ง',
  decryptFailed: 'การเข้าสู่ระบบแบบปลอดภัยไม่สำเร็จ โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  captchaRequired: 'โปรดทำการตรวจสอบความปลอดภัยให้เสร็จเพื่อดำเนินการต่อ',
  captchaFailed: 'ไม่ผ่านการตรวจสอบความปลอดภัย โปรดลองอีกครั้ง',
  captchaExpired: 'การตรวจสอบความปลอดภัยหมดอายุแล้ว โปรดเริ่มใหม่',
};

const tr: SecurityMessages = {
  success: 'Başarılı',
  sign00020: 'Bu isteğin imzalanması gerekiyor. Lütfen sayfayı yenileyip tekrar deneyin.',
  sign00021: 'İstek imzası bu sayfayla eşleşmiyor. Lütfen yenileyip tekrar deneyin.',
  sign00022: 'İsteğin süresi doldu. Lütfen cihazınızın saatini kontrol edip tekrar deneyin.',
  sign00023: 'İstek imzası geçersiz. Lütfen tekrar giriş yapın.',
  decryptFailed: 'Güvenli giriş başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.',
  captchaRequired: 'Devam etmek için lütfen güvenlik kontrolünü tamamlayın.',
  captchaFailed: 'Güvenlik kontrolü geçilemedi. Lütfen tekrar deneyin.',
  captchaExpired: 'Güvenlik kontrolünün süresi doldu. Lütfen baştan başlayın.',
};

const uz: SecurityMessages = {
  success: 'Muvaffaqiyatli',
  sign00020: 'Bu soʻrov imzolangan boʻlishi kerak. Sahifani yangilab, qayta urinib koʻring.',
  sign00021: 'Soʻrov imzosi bu sahifaga mos kelmaydi. Sahifani yangilab, qayta urinib koʻring.',
  sign00022: 'Soʻrovning muddati tugadi. Qurilmangiz soatini tekshirib, qayta urinib koʻring.',
  sign00023: 'Soʻrov imzosi yaroqsiz. Qaytadan kiring.',
  decryptFailed: 'Xavfsiz kirish amalga oshmadi. Sahifani yangilab, qayta urinib koʻring.',
  captchaRequired: 'Davom etish uchun xavfsizlik tekshiruvini yakunlang.',
  captchaFailed: 'Xavfsizlik tekshiruvidan oʻtilmadi. Qayta urinib koʻring.',
  captchaExpired: 'Xavfsizlik tekshiruvining muddati tugadi. Qaytadan boshlang.',
};

const ar: SecurityMessages = {
  success: 'تم بنجاح',
  sign00020: 'يجب توقيع هذا الطلب. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  sign00021: 'توقيع الطلب لا يطابق هذه الصفحة. يرجى التحديث والمحاولة مرة أخرى.',
  sign00022: 'انتهت صلاحية الطلب. يرجى التحقق من ساعة جهازك والمحاولة مرة أخرى.',
  sign00023: 'توقيع الطلب غير صالح. يرجى تسجيل الدخول مرة أخرى.',
  decryptFailed: 'فشل تسجيل الدخول الآمن. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  captchaRequired: 'يرجى إكمال التحقق الأمني للمتابعة.',
  captchaFailed: 'لم يتم اجتياز التحقق الأمني. يرجى المحاولة مرة أخرى.',
  captchaExpired: 'انتهت صلاحية التحقق الأمني. يرجى البدء من جديد.',
};

const ph: SecurityMessages = {
  success: 'Matagumpay',
  sign00020: 'Kailangang may lagda ang request na ito. I-refresh ang page at subukang muli.',
  sign00021: 'Hindi tugma sa page na ito ang lagda ng request. I-refresh at subukang muli.',
  sign00022: 'Nag-expire na ang request. Tingnan ang orasan ng iyong device at subukang muli.',
  sign00023: 'Hindi wasto ang lagda ng request. Mag-log in muli.',
  decryptFailed: 'Nabigo ang secure na pag-log in. I-refresh ang page at subukang muli.',
  captchaRequired: 'Kumpletuhin ang security check para makapagpatuloy.',
  captchaFailed: 'Hindi pumasa sa security check. Subukang muli.',
  captchaExpired: 'Nag-expire na ang security check. Magsimulang muli.',
};

export const securityCatalogues: CatalogueByLocale<SecurityMessageKey> = withRegionalEnglish({
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

export function securityMessage(key: SecurityMessageKey, languageType: number): string {
  return tableForLanguageType(securityCatalogues, languageType)[key];
}
