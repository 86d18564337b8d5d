/**
 * A diagram drawn at build time (plugins/diagrams): the figure the build wrote,
 * whose box scrolls sideways when the diagram is wider than the column, and
 * below it, only then, a bar with a "Scroll →" cue and a button that shows the
 * whole diagram in a dialog.
 *
 * The bar's height comes from the CSS alone (src/css/custom.css,
 * `.site-diagram__bar`), so it shows without JavaScript and nothing moves when
 * the page hydrates. The script adds the edge fades while there is more to
 * see to either side (overlay scroll bars show nothing until touched), hides
 * the cue once the diagram is scrolled to its end, and the button.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';

/** Mermaid's margin around a diagram at three quarters of its size, in CSS pixels (src/css/custom.css, `.site-diagram__bar`). */
const MARGIN = 6;

export default function Diagram({children, ...props}: ComponentProps<'figure'>) {
  const view = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [scroll, setScroll] = useState({scrolls: false, left: false, right: false});
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const box = view.current?.querySelector<HTMLElement>('.site-diagram__scroll');
    if (!box) return undefined;
    const update = () => {
      const max = box.scrollWidth - box.clientWidth;
      // As the bar's CSS: an overflow up to Mermaid's margin (6 px at three quarters) hides nothing.
      const scrolls = max > MARGIN;
      const next = {scrolls, left: scrolls && box.scrollLeft > 1, right: scrolls && box.scrollLeft < max - 1};
      setScroll((now) => (now.scrolls === next.scrolls && now.left === next.left && now.right === next.right ? now : next));
      // The fades stop above a classic scroll bar.
      view.current?.style.setProperty('--site-diagram-scrollbar', `${box.offsetHeight - box.clientHeight}px`);
    };
    update();
    box.addEventListener('scroll', update, {passive: true});
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  const close = () => dialog.current?.close();
  const closed = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const svg = findElement(children, 'svg');
  const id = typeof svg?.props.id === 'string' ? svg.props.id : undefined;
  const sides = [scroll.left && 'left', scroll.right && 'right'].filter(Boolean).join(' ');

  return (
    <figure {...props} data-scroll={sides || undefined}>
      <div className="site-diagram__view" ref={view}>
        {children}
      </div>
      <div className="site-diagram__bar" data-search-ignore="">
        {scroll.scrolls && id && (
          <button type="button" className="site-diagram__open" aria-haspopup="dialog" ref={opener} onClick={() => setOpen(true)}>
            {translate({
              id: 'site.diagram.showWhole',
              message: 'Show whole diagram',
              description: 'Button below a diagram wider than the page',
            })}
          </button>
        )}
        <span className="site-diagram__cue" aria-hidden="true">
          {translate({id: 'site.diagram.scrollCue', message: 'Scroll →', description: 'Hint below a diagram that scrolls sideways'})}
        </span>
      </div>
      {open && svg && id && (
        <dialog
          ref={dialog}
          className="site-diagram__dialog"
          aria-labelledby={`${id}-whole-heading`}
          onClose={closed}
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          onClick={(event) => event.target === dialog.current && close()}>
          <div className="site-diagram__dialog-head">
            <p className="site-diagram__dialog-title" id={`${id}-whole-heading`}>
              {textOf(findElement(svg, 'title'))}
            </p>
            <button type="button" className="button button--secondary button--sm" onClick={close}>
              {translate({id: 'site.diagram.close', message: 'Close', description: 'Closes the dialog that shows a whole diagram'})}
            </button>
          </div>
          <div className="site-diagram__whole" tabIndex={0} role="group" aria-labelledby={`${id}-whole-heading`}>
            {withIds(svg, id, `${id}-whole`)}
          </div>
        </dialog>
      )}
    </figure>
  );
}

type Element = ReactElement<{children?: ReactNode; [name: string]: unknown}>;

/** The first element of the given type (an intrinsic element's tag name) in the tree. */
function findElement(node: ReactNode, type: string): Element | undefined {
  let found: Element | undefined;
  Children.forEach(node, (child) => {
    if (found || !isValidElement(child)) return;
    const element = child as Element;
    found = element.type === type ? element : findElement(element.props.children, type);
  });
  return found;
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement(node)) return textOf((node as Element).props.children);
  return Children.toArray(node).map(textOf).join('');
}

/**
 * A copy of the diagram whose ids (and every reference to them: styles,
 * markers, aria-labelledby) end in a suffix of their own, so the dialog's copy
 * and the page's diagram do not share an id.
 */
function withIds(node: ReactNode, id: string, copy: string): ReactNode {
  const pattern = new RegExp(`${id}(?!\\d)`, 'g');
  const rename = (value: unknown) => (typeof value === 'string' ? value.replace(pattern, copy) : value);
  const visit = (child: ReactNode): ReactNode => {
    if (typeof child === 'string') return rename(child) as string;
    if (!isValidElement(child)) return child;
    const element = child as Element;
    const props: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(element.props)) if (name !== 'children') props[name] = rename(value);
    const kids = element.props.children;
    return cloneElement(element, props, ...(kids === undefined ? [] : (Children.map(kids, visit) ?? [])));
  };
  return visit(node);
}
