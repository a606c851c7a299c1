import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeAr: OrderOutcomeMessages = {
  filled: 'تم تنفيذ {{size}} {{coin}} بسعر {{price}}',
  partlyFilledResting:
    'تم تنفيذ {{filled}} من {{size}} {{coin}} جزئيًا بسعر {{price}}؛ والباقي معروض في دفتر الأوامر',
  partlyFilledCancelled:
    'تم تنفيذ {{filled}} من {{size}} {{coin}} جزئيًا بسعر {{price}}؛ وأُلغي الباقي: {{reason}}',
  resting: 'تم تقديم الأمر.',
  notFilled: 'لم يُنفَّذ: {{reason}}',
  reasonNoLiquidity: 'لا توجد سيولة كافية في دفتر الأوامر',
  reasonPostOnly: 'أمر صانع السوق فقط كان سيُنفَّذ فورًا',
  reasonSelfTrade: 'كان سيُنفَّذ مقابل أمر آخر لك',
  reasonReduceOnly: 'أمر تقليل المركز فقط لا يمكن أن يتجاوز مركزك',
  reasonUser: 'ألغيته أنت',
  reasonUnknown: 'أُلغي الأمر',
};
