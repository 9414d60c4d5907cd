import type { TripPosition } from '@rihla/shared/contracts/monitoring';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Button, Flex, Slider } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Replay plays this many recorded fixes a second. */
const REPLAY_STEPS_PER_SECOND = 10;

/** A time slider over a finished trip's track, with play and pause; reports the fix shown. */
export function ReplayControl({
  track,
  index,
  onChange,
}: {
  track: TripPosition[];
  index: number;
  onChange(index: number): void;
}) {
  const { t } = useTranslation('trips');
  const [playing, setPlaying] = useState(false);
  const last = track.length - 1;
  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => onChange(index + 1), 1000 / REPLAY_STEPS_PER_SECOND);
    return () => clearTimeout(timer);
  }, [playing, index, last, onChange]);
  const at = track[index]?.at;
  return (
    <Flex gap="middle" align="center" wrap>
      <Button
        onClick={() => {
          if (!playing && index >= last) onChange(0);
          setPlaying(!playing);
        }}
      >
        {playing ? t('monitor.pause') : t('monitor.play')}
      </Button>
      <Slider
        style={{ flex: 1, minInlineSize: 200 }}
        min={0}
        max={Math.max(last, 0)}
        value={index}
        onChange={(value) => {
          setPlaying(false);
          onChange(value);
        }}
        tooltip={{ formatter: null }}
        ariaLabelForHandle={t('monitor.replayTime')}
      />
      {at ? <DateTimeText value={at} /> : null}
    </Flex>
  );
}
