import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastArea } from './toast-area';
import { toastService } from './toast-service';

describe('toast area', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toastService.removeAll());
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows the messages of its group only', () => {
    render(
      <>
        <ToastArea />
        <ToastArea group="map" position="bottom-left" />
      </>,
    );
    act(() => {
      toastService.add({ summary: 'Saved', detail: 'The bus was saved', severity: 'success' });
      toastService.add({ summary: 'Bus offline', group: 'map' });
    });
    const [main, map] = screen.getAllByRole('region');
    expect(main?.textContent).toContain('The bus was saved');
    expect(main?.textContent).not.toContain('Bus offline');
    expect(map?.textContent).toContain('Bus offline');
  });

  it('closes on the close button after the 0.45 s leave animation', () => {
    render(<ToastArea />);
    act(() => toastService.add({ summary: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'toast.close' }));
    expect(screen.getByText('Saved').closest('.toast')?.className).toContain('toast--leaving');
    act(() => vi.advanceTimersByTime(450));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('hides the close button when the message is not closable', () => {
    render(<ToastArea />);
    act(() => toastService.add({ summary: 'Working', closable: false }));
    expect(screen.getByText('Working')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'toast.close' })).toBeNull();
  });
});
