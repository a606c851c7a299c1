import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeUz: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}} {{price}} narxida bajarildi',
  partlyFilledResting:
    '{{size}} {{coin}} dan {{filled}} qismi {{price}} narxida bajarildi; qolgani buyurtmalar kitobida kutmoqda',
  partlyFilledCancelled:
    '{{size}} {{coin}} dan {{filled}} qismi {{price}} narxida bajarildi; qolgani bekor qilindi: {{reason}}',
  resting: 'Buyurtma berildi.',
  notFilled: 'Bajarilmadi: {{reason}}',
  reasonNoLiquidity: 'buyurtmalar kitobida likvidlik yetarli emas',
  reasonPostOnly: 'faqat meyker buyurtmasi darhol bajarilib ketardi',
  reasonSelfTrade: 'u o‘zingizning buyurtmangiz bilan bajarilib ketardi',
  reasonReduceOnly: 'faqat kamaytirish buyurtmasi pozitsiyangizdan katta bo‘lolmaydi',
  reasonUser: 'siz bekor qildingiz',
  reasonUnknown: 'buyurtma bekor qilindi',
};
