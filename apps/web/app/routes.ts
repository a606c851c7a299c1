import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives under an optional locale segment (spec §2): `/design-system` and
// `/zh-CN/design-system` are the same route. The layout rejects segments that are not locales.
// Pages not built yet are left out on purpose: they get the localised 404 page, never a stand-in.
export default [
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('design-system', 'routes/design-system.tsx'),
    route('login', 'auth/routes/login.tsx'),
    route('login/callback/:provider', 'auth/routes/login-callback.tsx'),
    route('agency/login', 'auth/routes/agency-login.tsx'),
    route('register', 'auth/routes/register.tsx'),
    route('account', 'auth/routes/account.tsx'),
    route('account/security', 'account/routes/security.tsx'),
    route('account/newapi', 'account/routes/newapi.tsx'),
    route('subaccount', 'account/routes/subaccount.tsx'),
    route('subaccount/setting/antiphishing', 'account/routes/subaccount-setting-antiphishing.tsx'),
    route('subaccount/setting/devices', 'account/routes/subaccount-setting-devices.tsx'),
    route('subaccount/setting/history', 'account/routes/subaccount-setting-history.tsx'),
    route('subaccount/setting/api', 'account/routes/subaccount-setting-api.tsx'),
    route('markets', 'markets/MarketsRoute.tsx'),
    route('spot/:symbol', 'spot/SpotRoute.tsx'),
    route('futures/usdt/:symbol', 'futures/FuturesRoute.tsx'),
    route('asset', 'asset/routes/overview.tsx'),
    route('asset/spot', 'asset/routes/spot.tsx'),
    route('asset/futures', 'asset/routes/futures.tsx'),
    route('record/exchange', 'record/routes/exchange.tsx'),
    route('record/exchange/futures', 'record/routes/futures.tsx'),
    route('transactions', 'record/routes/transactions.tsx'),
    route('order', 'order/routes/order-centre.tsx'),
    route('fee', 'info/routes/FeeRoute.tsx'),
    route('vip/detail', 'info/routes/VipDetailRoute.tsx'),
    route('vip/vipIntroduce', 'info/routes/VipIntroduceRoute.tsx'),
    route('download', 'info/routes/DownloadRoute.tsx'),
    route('proof-of-reserves', 'info/routes/ProofOfReservesRoute.tsx'),
    route('protection-fund', 'info/routes/ProtectionFundRoute.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
