// callEndpoint lives in @tideline/core/request, so packages/core's own gateway calls (the sign
// config, the captcha) go through the endpoint table too; the web app's callers may import it here.
export { ContractMismatch, callEndpoint } from '@tideline/core/request';
