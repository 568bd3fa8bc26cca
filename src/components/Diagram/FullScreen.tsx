/**
 * The full-screen view of one diagram: a button under the diagram opens a
 * modal <dialog> holding a copy of its SVG, with zoom out / zoom in / fit
 * buttons (and the keys -, + and 0) and a close button. A native modal dialog
 * traps focus, closes on Escape and makes the page behind it inert; focus goes
 * back to the button that opened it. The copy exists only while the dialog is
 * open, so the page never carries the SVG (and its ids) twice.
 */
import {useCallback, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface FullScreenProps {
  svg: string;
  /** The diagram's own width and height in CSS px (its SVG attributes). */
  width: number;
  height: number;
  /** The diagram's accessible title, for the dialog's name. */
  title: string;
}

const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 6;

export default function FullScreen({svg, width, height, title}: FullScreenProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [scale, setScale] = useState(1);

  /** Scale at which the whole diagram fits the window, never below its own size. */
  const fitScale = useCallback(() => {
    const fit = Math.min((window.innerWidth - 48) / width, (window.innerHeight - 120) / height);
    return Math.max(1, Math.min(MAX_SCALE, fit));
  }, [width, height]);

  const zoom = (factor: number) =>
    setScale((current) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, current * factor)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') setScale(fitScale());
    else return;
    event.preventDefault();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={clsx('button button--sm button--outline button--primary', styles.openButton)}
        aria-haspopup="dialog"
        onClick={() => {
          setScale(fitScale());
          setOpen(true);
          dialog.current?.showModal();
        }}>
        Full screen<span className="visually-hidden">: {title}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={`${title} (full screen)`}
        onKeyDown={onKeyDown}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}>
        {open && (
          <>
            <div className={styles.toolbar}>
              <span className={styles.dialogTitle}>{title}</span>
              <button
                type="button"
                className="button button--sm button--secondary"
                aria-label="Zoom out"
                onClick={() => zoom(1 / ZOOM_STEP)}>
                −
              </button>
              <output className={styles.zoomLevel} aria-live="polite">
                {Math.round(scale * 100)}%
              </output>
              <button
                type="button"
                className="button button--sm button--secondary"
                aria-label="Zoom in"
                onClick={() => zoom(ZOOM_STEP)}>
                +
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => setScale(fitScale())}>
                Fit
              </button>
              <button
                type="button"
                className="button button--sm button--primary"
                autoFocus
                onClick={() => dialog.current?.close()}>
                Close
              </button>
            </div>
            {/* Focusable so arrow keys scroll a zoomed diagram. */}
            <div className={styles.stage} tabIndex={0} role="group" aria-label="Diagram">
              <div
                className={styles.canvas}
                style={{width: width * scale, height: height * scale}}
                dangerouslySetInnerHTML={{__html: svg}}
              />
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
