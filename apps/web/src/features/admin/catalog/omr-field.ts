import { formatAmount, toBaisa } from '@shop/domain/money';

/** '12.500' for an OMR amount the admin API sent (a rial number). */
export const omrText = (rial: number | null | undefined) =>
  rial === null || rial === undefined ? '' : formatAmount(toBaisa(rial));
