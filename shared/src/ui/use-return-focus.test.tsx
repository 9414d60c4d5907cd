import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { useReturnFocus } from './use-return-focus';

/** A stand-in for an antd drawer: a panel that takes focus once shown (in an effect, as antd's does). */
function Panel({ onClose }: { onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="ant-drawer">
      <button ref={close} type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        review
      </button>
      <button type="button">elsewhere</button>
      {open ? <Panel onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe('useReturnFocus', () => {
  it('gives focus back to the opener when the drawer that held it closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'review' });
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'close' }));
    act(() => screen.getByRole('button', { name: 'close' }).click());
    await nextFrame();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus where the operator put it after closing', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'review' });
    opener.focus();
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'close' }).click());
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
  });
});
