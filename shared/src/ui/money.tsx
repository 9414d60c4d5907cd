import { currencySymbol, formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import type { InputNumberProps } from 'antd';
import { Ltr } from './ltr';
import { NumberInput } from './number-input';

/** An amount of halalas in the page's language (Latin digits; "ر.س." in Arabic, "SAR" in English), read left to right, never wrapped. */
export function Money({ halalas }: { halalas: number }) {
  const { locale } = useShell();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Ltr>{formatMoney(halalas, locale)}</Ltr>
    </span>
  );
}

/** An amount in riyals (two decimals), its sign in the page's language; the form turns it into halalas with `toHalalas`. */
export function RiyalInput(props: InputNumberProps<number>) {
  const { locale } = useShell();
  return (
    <NumberInput<number>
      min={0}
      precision={2}
      step={1}
      style={{ inlineSize: '100%' }}
      suffix={currencySymbol(locale)}
      {...props}
    />
  );
}
