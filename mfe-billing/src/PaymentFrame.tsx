// The pieces every payment page in the panel shares: the provider's card page and the bank's
// 3-D Secure page are both shown in the same 500x500 frame, and both talk back only by
// posting a message from their own origin.
import { API_BASE_URL } from '@menu/shared';
import { Spin } from '@menu/shared/antd';
import { useEffect, useRef } from 'react';

/** The payment pages are 500 px wide; a modal's padding goes around them. */
export const FRAME_MODAL_WIDTH = 560;

/**
 * The address to load in the frame: relative to the API's origin, and a page on another origin
 * than the panel's (a dev server's panel) is told in `origin` where to post its messages.
 */
export function framePageUrl(url: string): string {
  const page = new URL(url, new URL(API_BASE_URL || '/', window.location.href));
  if (page.origin !== window.location.origin) page.searchParams.set('origin', window.location.origin);
  return page.toString();
}

/**
 * Calls `onData` for each message of type `type` posted by the page loaded from `src` (only its
 * origin is trusted: any other window could post the same shape).
 */
export function useFrameMessage(
  src: string | null,
  type: string,
  onData: (data: Readonly<Record<string, unknown>>) => void,
) {
  const onDataRef = useRef(onData);
  onDataRef.current = onData;
  useEffect(() => {
    if (!src) return undefined;
    const pageOrigin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== pageOrigin || typeof data !== 'object' || data === null) return;
      if ((data as { type?: unknown }).type !== type) return;
      onDataRef.current(data as Record<string, unknown>);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, type]);
}

interface PaymentFrameProps {
  /** The frame's accessible name. */
  title: string;
  /** The page (from framePageUrl); null while it is being had: a spinner holds its place. */
  src: string | null;
  /** Work after the page answered (saving the card, confirming the payment), with what it is. */
  busy?: string | null;
  testId?: string;
}

/** A payment page in the 500x500 frame. */
export function PaymentFrame({ title, src, busy = null, testId }: PaymentFrameProps) {
  return (
    <Spin spinning={!src || busy !== null} description={busy ?? undefined}>
      <div className="payment-frame__box">
        {src && (
          <iframe
            title={title}
            src={src}
            width={500}
            height={500}
            className="payment-frame__iframe"
            data-testid={testId}
          />
        )}
      </div>
    </Spin>
  );
}
