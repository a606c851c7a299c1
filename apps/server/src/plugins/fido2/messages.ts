// Texts of the passkey answers in every selectable language, looked up by the request's language
// type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
import {
  type CatalogueByLocale,
  type MessageTable,
  tableForLanguageType,
  withRegionalEnglish,
} from '../../i18n/localised-catalogue.ts';

export type Fido2MessageKey =
  | 'challengeInvalid'
  | 'registrationFailed'
  | 'credentialExists'
  | 'credentialNotFound'
  | 'passkeyNotOffered'
  | 'assertionFailed';

type Fido2Messages = MessageTable<Fido2MessageKey>;

const en: Fido2Messages = {
  challengeInvalid: 'The passkey request has expired, please try again',
  registrationFailed: 'The passkey could not be verified, please try again',
  credentialExists: 'This passkey is already registered',
  credentialNotFound: 'The passkey does not exist',
  passkeyNotOffered: 'This login cannot be verified with a passkey',
  assertionFailed: 'The passkey verification failed',
};

const ja: Fido2Messages = {
  challengeInvalid: 'パスキーのリクエストの有効期限が切れました。もう一度お試しください',
  registrationFailed: 'パスキーを検証できませんでした。もう一度お試しください',
  credentialExists: 'このパスキーはすでに登録されています',
  credentialNotFound: 'パスキーが存在しません',
  passkeyNotOffered: 'このログインはパスキーで認証できません',
  assertionFailed: 'パスキーの認証に失敗しました',
};

const ko: Fido2Messages = {
  challengeInvalid: '패스키 요청이 만료되었습니다. 다시 시도해 주세요',
  registrationFailed: '패스키를 확인할 수 없습니다. 다시 시도해 주세요',
  credentialExists: '이미 등록된 패스키입니다',
  credentialNotFound: '패스키가 존재하지 않습니다',
  passkeyNotOffered: '이 로그인은 패스키로 인증할 수 없습니다',
  assertionFailed: '패스키 인증에 실패했습니다',
};

const zhCN: Fido2Messages = {
  challengeInvalid: '通行密钥请求已过期，请重试',
  registrationFailed: '无法验证该通行密钥，请重试',
  credentialExists: '该通行密钥已注册',
  credentialNotFound: '该通行密钥不存在',
  passkeyNotOffered: '本次登录无法使用通行密钥验证',
  assertionFailed: '通行密钥验证失败',
};

const zhTC: Fido2Messages = {
  challengeInvalid: '通行密鑰請求已過期，請再試一次',
  registrationFailed: '無法驗證此通行密鑰，請再試一次',
  credentialExists: '此通行密鑰已註冊',
  credentialNotFound: '此通行密鑰不存在',
  passkeyNotOffered: '本次登入無法使用通行密鑰驗證',
  assertionFailed: '通行密鑰驗證失敗',
};

const ru: Fido2Messages = {
  challengeInvalid: 'Срок запроса ключа доступа истёк, повторите попытку',
  registrationFailed: 'Не удалось проверить ключ доступа, повторите попытку',
  credentialExists: 'Этот ключ доступа уже зарегистрирован',
  credentialNotFound: 'Ключ доступа не существует',
  passkeyNotOffered: 'Этот вход нельзя подтвердить ключом доступа',
  assertionFailed: 'Не удалось подтвердить ключ доступа',
};

const uk: Fido2Messages = {
  challengeInvalid: 'Термін запиту ключа доступу минув, спробуйте ще раз',
  registrationFailed: 'Не вдалося перевірити ключ доступу, спробуйте ще раз',
  credentialExists: 'Цей ключ доступу вже зареєстровано',
  credentialNotFound: 'Ключ доступу не існує',
  passkeyNotOffered: 'Цей вхід не можна підтвердити ключем доступу',
  assertionFailed: 'Не вдалося підтвердити ключ доступу',
};

const pl: Fido2Messages = {
  challengeInvalid: 'Żądanie klucza dostępu wygasło, spróbuj ponownie',
  registrationFailed: 'Nie udało się zweryfikować klucza dostępu, spróbuj ponownie',
  credentialExists: 'Ten klucz dostępu jest już zarejestrowany',
  credentialNotFound: 'Klucz dostępu nie istnieje',
  passkeyNotOffered: 'Tego logowania nie można potwierdzić kluczem dostępu',
  assertionFailed: 'Weryfikacja klucza dostępu nie powiodła się',
};

const es: Fido2Messages = {
  challengeInvalid: 'La solicitud de la llave de acceso expiró, inténtalo de nuevo',
  registrationFailed: 'No se pudo verificar la llave de acceso, inténtalo de nuevo',
  credentialExists: 'Esta llave de acceso ya está registrada',
  credentialNotFound: 'La llave de acceso no existe',
  passkeyNotOffered: 'Este inicio de sesión no se puede verificar con una llave de acceso',
  assertionFailed: 'Falló la verificación de la llave de acceso',
};

const esES: Fido2Messages = {
  challengeInvalid: 'La solicitud de la clave de acceso ha caducado, inténtalo de nuevo',
  registrationFailed: 'No se ha podido verificar la clave de acceso, inténtalo de nuevo',
  credentialExists: 'Esta clave de acceso ya está registrada',
  credentialNotFound: 'La clave de acceso no existe',
  passkeyNotOffered: 'Este inicio de sesión no se puede verificar con una clave de acceso',
  assertionFailed: 'Ha fallado la verificación de la clave de acceso',
};

const esAR: Fido2Messages = {
  challengeInvalid: 'La solicitud de la llave de acceso venció, intentá de nuevo',
  registrationFailed: 'No se pudo verificar la llave de acceso, intentá de nuevo',
  credentialExists: 'Esta llave de acceso ya está registrada',
  credentialNotFound: 'La llave de acceso no existe',
  passkeyNotOffered: 'Este inicio de sesión no se puede verificar con una llave de acceso',
  assertionFailed: 'Falló la verificación de la llave de acceso',
};

const pt: Fido2Messages = {
  challengeInvalid: 'A solicitação da chave de acesso expirou, tente novamente',
  registrationFailed: 'Não foi possível verificar a chave de acesso, tente novamente',
  credentialExists: 'Esta chave de acesso já está registrada',
  credentialNotFound: 'A chave de acesso não existe',
  passkeyNotOffered: 'Este login não pode ser verificado com uma chave de acesso',
  assertionFailed: 'Falha na verificação da chave de acesso',
};

const ptPT: Fido2Messages = {
  challengeInvalid: 'O pedido da chave de acesso expirou, tente novamente',
  registrationFailed: 'Não foi possível verificar a chave de acesso, tente novamente',
  credentialExists: 'Esta chave de acesso já está registada',
  credentialNotFound: 'A chave de acesso não existe',
  passkeyNotOffered: 'Este início de sessão não pode ser verificado com uma chave de acesso',
  assertionFailed: 'A verificação da chave de acesso falhou',
};

const it: Fido2Messages = {
  challengeInvalid: 'La richiesta della passkey è scaduta, riprova',
  registrationFailed: 'Impossibile verificare la passkey, riprova',
  credentialExists: 'Questa passkey è già registrata',
  credentialNotFound: 'La passkey non esiste',
  passkeyNotOffered: 'Questo accesso non può essere verificato con una passkey',
  assertionFailed: 'Verifica della passkey non riuscita',
};

const fr: Fido2Messages = {
  challengeInvalid: 'La demande de clé d’accès a expiré, veuillez réessayer',
  registrationFailed: 'La clé d’accès n’a pas pu être vérifiée, veuillez réessayer',
  credentialExists: 'Cette clé d’accès est déjà enregistrée',
  credentialNotFound: 'La clé d’accès n’existe pas',
  passkeyNotOffered: 'Cette connexion ne peut pas être vérifiée avec une clé d’accès',
  assertionFailed: 'La vérification de la clé d’accès a échoué',
};

const de: Fido2Messages = {
  challengeInvalid: 'Die Passkey-Anfrage ist abgelaufen, bitte versuchen Sie es erneut',
  registrationFailed: 'Der Passkey konnte nicht überprüft werden, bitte versuchen Sie es erneut',
  credentialExists: 'Dieser Passkey ist bereits registriert',
  credentialNotFound: 'Der Passkey existiert nicht',
  passkeyNotOffered: 'Diese Anmeldung kann nicht mit einem Passkey bestätigt werden',
  assertionFailed: 'Die Passkey-Überprüfung ist fehlgeschlagen',
};

const nl: Fido2Messages = {
  challengeInvalid: 'Het passkeyverzoek is verlopen, probeer het opnieuw',
  registrationFailed: 'De passkey kon niet worden geverifieerd, probeer het opnieuw',
  credentialExists: 'Deze passkey is al geregistreerd',
  credentialNotFound: 'De passkey bestaat niet',
  passkeyNotOffered: 'Deze aanmelding kan niet met een passkey worden bevestigd',
  assertionFailed: 'Verificatie van de passkey is mislukt',
};

const sv: Fido2Messages = {
  challengeInvalid: 'Begäran om lösennyckel har gått ut, försök igen',
  registrationFailed: 'Lösennyckeln kunde inte verifieras, försök igen',
  credentialExists: 'Den här lösennyckeln är redan registrerad',
  credentialNotFound: 'Lösennyckeln finns inte',
  passkeyNotOffered: 'Den här inloggningen kan inte verifieras med en lösennyckel',
  assertionFailed: 'Verifieringen av lösennyckeln misslyckades',
};

const id: Fido2Messages = {
  challengeInvalid: 'Permintaan kunci sandi sudah kedaluwarsa, silakan coba lagi',
  registrationFailed: 'Kunci sandi tidak dapat diverifikasi, silakan coba lagi',
  credentialExists: 'Kunci sandi ini sudah terdaftar',
  credentialNotFound: 'Kunci sandi tidak ada',
  passkeyNotOffered: 'Login ini tidak dapat diverifikasi dengan kunci sandi',
  assertionFailed: 'Verifikasi kunci sandi gagal',
};

const vi: Fido2Messages = {
  challengeInvalid: 'Yêu cầu khóa truy cập đã hết hạn, vui lòng thử lại',
  registrationFailed: 'Không thể xác minh khóa truy cập, vui lòng thử lại',
  credentialExists: 'Khóa truy cập này đã được đăng ký',
  credentialNotFound: 'Khóa truy cập không tồn tại',
  passkeyNotOffered: 'Không thể xác minh lần đăng nhập này bằng khóa truy cập',
  assertionFailed: 'Xác minh khóa truy cập thất bại',
};

const th: Fido2Messages = {
  challengeInvalid: 'คำขอพาสคีย์หมดอายุแล้ว โปรดลองอีกครั้ง',
  registrationFailed: 'ไม่สามารถยืนยันพาสคีย์ได้ โปรดลองอีกครั้ง',
  credentialExists: 'พาสคีย์นี้ลงทะเบียนไว้แล้ว',
  credentialNotFound: 'ไม่พบพาสคีย์นี้',
  passkeyNotOffered: 'การเข้าสู่ระบบนี้ไม่สามารถยืนยันด้วยพาสคีย์ได้',
  assertionFailed: 'การยืนยันพาสคีย์ไม่สำเร็จ',
};

const tr: Fido2Messages = {
  challengeInvalid: 'Geçiş anahtarı isteğinin süresi doldu, lütfen tekrar deneyin',
  registrationFailed: 'Geçiş anahtarı doğrulanamadı, lütfen tekrar deneyin',
  credentialExists: 'Bu geçiş anahtarı zaten kayıtlı',
  credentialNotFound: 'Geçiş anahtarı mevcut değil',
  passkeyNotOffered: 'Bu giriş geçiş anahtarıyla doğrulanamaz',
  assertionFailed: 'Geçiş anahtarı doğrulaması başarısız oldu',
};

const uz: Fido2Messages = {
  challengeInvalid: 'Kirish kaliti soʻrovining muddati tugadi, qayta urinib koʻring',
  registrationFailed: 'Kirish kalitini tasdiqlab boʻlmadi, qayta urinib koʻring',
  credentialExists: 'Bu kirish kaliti allaqachon roʻyxatdan oʻtgan',
  credentialNotFound: 'Kirish kaliti mavjud emas',
  passkeyNotOffered: 'Bu kirishni kirish kaliti bilan tasdiqlab boʻlmaydi',
  assertionFailed: 'Kirish kalitini tekshirish muvaffaqiyatsiz tugadi',
};

const ar: Fido2Messages = {
  challengeInvalid: 'انتهت صلاحية طلب مفتاح المرور، يرجى المحاولة مرة أخرى',
  registrationFailed: 'تعذّر التحقق من مفتاح المرور، يرجى المحاولة مرة أخرى',
  credentialExists: 'مفتاح المرور هذا مسجّل بالفعل',
  credentialNotFound: 'مفتاح المرور غير موجود',
  passkeyNotOffered: 'لا يمكن التحقق من تسجيل الدخول هذا بمفتاح مرور',
  assertionFailed: 'فشل التحقق من مفتاح المرور',
};

const ph: Fido2Messages = {
  challengeInvalid: 'Nag-expire na ang request para sa passkey, subukang muli',
  registrationFailed: 'Hindi ma-verify ang passkey, subukang muli',
  credentialExists: 'Nakarehistro na ang passkey na ito',
  credentialNotFound: 'Wala ang passkey',
  passkeyNotOffered: 'Hindi maaaring i-verify gamit ang passkey ang pag-log in na ito',
  assertionFailed: 'Nabigo ang pag-verify ng passkey',
};

export const fido2Catalogues: CatalogueByLocale<Fido2MessageKey> = withRegionalEnglish({
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

export function fido2Message(key: Fido2MessageKey, languageType: number): string {
  return tableForLanguageType(fido2Catalogues, languageType)[key];
}
