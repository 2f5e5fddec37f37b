import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the choice to hear new calls is kept on this device. */
export const SOUND_KEY = 'mesas.sonido';

type AudioContextClass = typeof AudioContext;
const audioContextClass = (): AudioContextClass | undefined =>
  window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

/** Two short rising tones (a doorbell), drawn with the Web Audio API: no sound file to download. */
function ding(context: AudioContext) {
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
}

export interface Sound {
  on: boolean;
  /** 'Activar sonido' / 'Silenciar' (a click: the gesture browsers ask for before a page plays sound). */
  toggle(): void;
  /** Rings when the sound is on and the browser lets the page play it. */
  ring(): void;
}

/**
 * The sound of new calls. Browsers play a page's sound only after a gesture on it: turning it on
 * is a click, and the choice is remembered on the device; when the page opens with it on, the
 * audio starts at the first click or key on the page.
 */
export function useSound(): Sound {
  const [on, setOn] = useState(() => localStorage.getItem(SOUND_KEY) === 'on');
  const context = useRef<AudioContext | null>(null);

  const unlock = useCallback(() => {
    const Audio = audioContextClass();
    if (!Audio) return null;
    context.current ??= new Audio();
    if (context.current.state === 'suspended') void context.current.resume();
    return context.current;
  }, []);

  useEffect(() => {
    if (!on || context.current) return;
    const gesture = () => unlock();
    document.addEventListener('pointerdown', gesture, { once: true });
    document.addEventListener('keydown', gesture, { once: true });
    return () => {
      document.removeEventListener('pointerdown', gesture);
      document.removeEventListener('keydown', gesture);
    };
  }, [on, unlock]);

  useEffect(() => () => void context.current?.close(), []);

  const toggle = useCallback(() => {
    const next = !on;
    setOn(next);
    localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    // Turning it on rings once: the staff hear what a call sounds like, and that it works.
    if (next) {
      const audio = unlock();
      if (audio) ding(audio);
    }
  }, [on, unlock]);

  const ring = useCallback(() => {
    if (on && context.current) ding(context.current);
  }, [on]);

  return { on, toggle, ring };
}
