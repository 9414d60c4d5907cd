import {
  checkoutResultSchema,
  checkoutSchema,
  familyMoneySchema,
} from '@rihla/shared/contracts/online-payments';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFamily } from '../../../family-context';

const MONEY_KEY = ['family', 'money'] as const;

/** The family's balance, invoices and payments (`GET /family/money`). */
export function useMoney() {
  const { api } = useFamily();
  return useQuery({
    queryKey: MONEY_KEY,
    queryFn: () => parseAnswer(api.get('family/money'), familyMoneySchema),
  });
}

/** Opens the gateway's hosted page for an invoice: the parent's browser goes there. */
export function useStartCheckout() {
  const { api } = useFamily();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      parseAnswer(api.post(`family/invoices/${invoiceId}/checkout`), checkoutSchema),
    onSuccess: (checkout) => window.location.assign(checkout.url),
  });
}

/**
 * Back from the gateway: the API fetches the checkout from the gateway with its secret key and
 * books it once; the balance and lists are read again after.
 */
export function useCheckoutResult(checkoutId: string | null) {
  const { api } = useFamily();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['family', 'checkout', checkoutId],
    enabled: checkoutId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await parseAnswer(
        api.post(`family/checkouts/${checkoutId}/verify`),
        checkoutResultSchema,
      );
      await queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      return result;
    },
  });
}
