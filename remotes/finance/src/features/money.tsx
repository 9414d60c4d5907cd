import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { InputNumber, type InputNumberProps } from 'antd';

/** An amount of halalas in the page's language (Latin digits, SAR), read left to right. */
export function Money({ halalas }: { halalas: number }) {
  const { locale } = useShell();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Ltr>{formatMoney(halalas, locale)}</Ltr>
    </span>
  );
}

/** Riyals typed with up to two decimals -> integer halalas (never a float past this point). */
export const toHalalas = (riyals: number | null | undefined) => Math.round((riyals ?? 0) * 100);
export const toRiyals = (halalas: number) => halalas / 100;

/** An amount in riyals (two decimals); the form converts it with toHalalas. */
export function RiyalInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      precision={2}
      step={1}
      style={{ inlineSize: '100%' }}
      suffix="SAR"
      {...props}
    />
  );
}
