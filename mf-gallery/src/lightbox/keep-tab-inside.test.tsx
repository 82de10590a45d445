import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTabInside } from './keep-tab-inside.ts';

function Dialog() {
  return (
    <div role="dialog" onKeyDown={keepTabInside}>
      <div tabIndex={-1} data-testid="container" />
      <button type="button">Close</button>
      <button type="button">Previous</button>
      <button type="button">Next</button>
    </div>
  );
}

describe('keepTabInside', () => {
  // jsdom lays nothing out; every element counts as shown.
  beforeEach(
    () => void vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList),
  );

  it('wraps Tab from the last button to the first and Shift+Tab back', () => {
    render(<Dialog />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();
  });

  it('sends Shift+Tab from the focused container to the last button, and leaves other keys alone', () => {
    render(<Dialog />);
    const container = screen.getByTestId('container');
    container.focus();
    fireEvent.keyDown(container, { key: 'ArrowRight' });
    expect(container).toHaveFocus();
    fireEvent.keyDown(container, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('lets Tab move normally between the buttons', () => {
    render(<Dialog />);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    const event = fireEvent.keyDown(close, { key: 'Tab' });
    expect(event).toBe(true); // not prevented: the browser moves focus
  });
});
