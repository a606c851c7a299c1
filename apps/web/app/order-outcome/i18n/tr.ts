import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeTr: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}}, {{price}} fiyatından gerçekleşti',
  partlyFilledResting:
    '{{size}} {{coin}} emrin {{filled}} kadarı {{price}} fiyatından kısmen gerçekleşti; kalanı emir defterinde bekliyor',
  partlyFilledCancelled:
    '{{size}} {{coin}} emrin {{filled}} kadarı {{price}} fiyatından kısmen gerçekleşti; kalanı iptal edildi: {{reason}}',
  resting: 'Emir verildi.',
  notFilled: 'Gerçekleşmedi: {{reason}}',
  reasonNoLiquidity: 'emir defterinde yeterli likidite yok',
  reasonPostOnly: 'yalnızca yapıcı emri hemen gerçekleşecekti',
  reasonSelfTrade: 'kendi emrinizle eşleşecekti',
  reasonReduceOnly: 'yalnızca azaltma emri pozisyonunuzdan büyük olamaz',
  reasonUser: 'sizin tarafınızdan iptal edildi',
  reasonUnknown: 'emir iptal edildi',
};
