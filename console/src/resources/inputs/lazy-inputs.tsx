import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';
import { HStack, Input } from '@chakra-ui/react';
import { flattenTree, toIdList } from '../options';
import type { DateFieldProps, DateRangeProps } from './date-picker';
import { datePart, displayDate, timePart } from './date-value';
import type { SearchableSelectProps } from './searchable-select';
import type { TreePickerProps } from './tree-picker';

const loaders: (() => Promise<unknown>)[] = [];

/** Starts loading every deferred control (a form dialog asks as it opens, so its pickers are ready to click). */
export const preloadInputs = () => Promise.all(loaders.map((load) => load()));

/** What a deferred control takes beside its own props. */
type Deferral = {
  /** Made only when a person approaches it (the search form, part of a list's first render); else at once. */
  untilApproached?: boolean;
  ariaLabel?: string;
};

/**
 * The heavier controls (combobox, tree view, calendar) load as their own chunks. A form draws them at
 * once (a busy box holds the place while the chunk arrives). The search form is part of a list's
 * first render, which must not grow (the first-load budgets): there (`untilApproached`) a plain read-only box
 * of the same size shows the value and holds the id, so its label still points at it, and a person
 * approaching it (pointer, focus, press) makes the control, which takes the focus over.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>, idOf: (p: P) => string, textOf: (p: P) => string) {
  const Component = lazy(async () => ({ default: await load() }));
  loaders.push(load);
  function Deferred(p: P & Deferral) {
    const [armed, setArmed] = useState(!p.untilApproached);
    const id = useRef('');
    id.current = idOf(p);
    // What a person did to the box before the control was drawn: the control gets it once drawn
    // (a busy box while its chunk loads, or the search form's box made on approach). A press counts
    // as the click: the box may be drawn again before the release, and then no click event comes.
    const handOver = useRef<'focus' | 'click' | null>(null);
    const timer = useRef<number | undefined>(undefined);
    useEffect(() => () => window.clearInterval(timer.current), []);
    const pass = (what: 'focus' | 'click') => {
      if (handOver.current !== 'click') handOver.current = what;
      if (timer.current !== undefined) return;
      timer.current = window.setInterval(() => {
        const el = document.getElementById(id.current);
        if (!el || el.hasAttribute('aria-busy')) return;
        window.clearInterval(timer.current);
        timer.current = undefined;
        const what = handOver.current;
        handOver.current = null;
        el.focus();
        if (what === 'click') el.click();
      }, 30);
    };
    const box = (arm?: () => void) => (
      <Input
        size="sm"
        id={idOf(p)}
        readOnly
        aria-busy={armed || undefined}
        aria-label={p.ariaLabel}
        value={textOf(p)}
        onPointerEnter={arm}
        onFocus={() => {
          pass('focus');
          arm?.();
        }}
        onPointerDown={() => {
          pass('click');
          arm?.();
        }}
      />
    );
    if (!armed) return box(() => setArmed(true));
    return (
      <Suspense fallback={box()}>
        <Component {...p} />
      </Suspense>
    );
  }
  return Deferred;
}

const dateText = (p: DateFieldProps) => {
  const d = datePart(p.value);
  return d ? [displayDate(d), p.withTime ? timePart(p.value) : ''].filter(Boolean).join(' ') : '';
};

/** Chakra's Combobox over a long option list (made on approach). */
export const SearchableSelect = deferred<SearchableSelectProps>(
  () => import('./searchable-select').then((m) => m.SearchableSelect),
  (p) => p.id,
  (p) => p.options.find((o) => o.value === p.value)?.label ?? '',
);
/** Chakra's TreeView picker with search (made on approach). */
export const TreePicker = deferred<TreePickerProps>(
  () => import('./tree-picker').then((m) => m.TreePicker),
  (p) => p.id,
  (p) => {
    const labels = flattenTree(p.nodes);
    return toIdList(p.value)
      .map((id) => labels.get(id) ?? id)
      .join(', ');
  },
);
/** A date or date-time field with a calendar (made on approach). */
export const DateField = deferred<DateFieldProps>(
  () => import('./date-picker').then((m) => m.DateField),
  (p) => p.id,
  dateText,
);

/** A from-to range (the list's create-time search): two labelled day pickers side by side. */
export function DateRangeField(p: DateRangeProps & Deferral) {
  const [from, to] = p.value;
  const common = { untilApproached: p.untilApproached, disabled: p.disabled, invalid: p.invalid };
  return (
    <HStack gap="1" w="full">
      <DateField id={p.ids[0]} name={p.ids[0]} ariaLabel={p.labels[0]} value={from} onChange={(v) => p.onChange([v, to])} {...common} />
      <span aria-hidden>–</span>
      <DateField id={p.ids[1]} name={p.ids[1]} ariaLabel={p.labels[1]} value={to} onChange={(v) => p.onChange([from, v])} {...common} />
    </HStack>
  );
}
