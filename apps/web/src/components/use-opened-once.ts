import { useState } from 'react';

/**
 * Whether `open` has been true at any render so far. A dialog whose code loads when it is first
 * opened stays mounted after that, so closing it animates and returns focus as any dialog does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
