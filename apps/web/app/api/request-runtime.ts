// What the page's request client is made of and the first paint does not need: axios, the §8
// message catalogue in 31 languages, gateway signing and the captcha. ApiClientProvider loads this
// module after hydration, so none of it weighs on the initial JavaScript (issue #9).
export { createRequestClient } from '@tideline/core/request';
export { GatewaySecurity } from '../security/GatewaySecurity.tsx';
