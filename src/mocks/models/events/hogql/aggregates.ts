// HogQL's aggregate functions the demo backend evaluates, each an accumulator a group keeps.
import { order, truthy, type Accumulator, type Compiled, type Row, type ValueType } from './values';

const counter = (test: (row: Row) => boolean) => () => {
  let count = 0;
  return { add: (row: Row) => void (test(row) && (count += 1)), result: () => count };
};

/** Aggregates, by their HogQL names. */
export const AGGREGATES: Record<
  string,
  (args: Compiled[], distinct: boolean) => { create: () => Accumulator; type: ValueType }
> = {
  count: ([arg], distinct) =>
    distinct && arg
      ? AGGREGATES.uniqExact!([arg], false)
      : { create: counter(arg ? (row) => arg.fn(row) !== null : () => true), type: 'UInt64' },
  countIf: ([arg]) => ({ create: counter((row) => truthy(arg!.fn(row))), type: 'UInt64' }),
  uniqExact: ([arg]) => ({
    create: () => {
      const seen = new Set<unknown>();
      return {
        add: (row) => {
          const value = arg!.fn(row);
          if (value !== null) seen.add(Array.isArray(value) ? JSON.stringify(value) : value);
        },
        result: () => seen.size,
      };
    },
    type: 'UInt64',
  }),
  min: ([arg]) => ({ create: extreme(arg!, -1), type: arg!.type }),
  max: ([arg]) => ({ create: extreme(arg!, 1), type: arg!.type }),
  sum: ([arg]) => ({ create: numeric(arg!, (sum) => sum), type: 'Float64' }),
  avg: ([arg]) => ({ create: numeric(arg!, (sum, count) => (count ? sum / count : null)), type: 'Float64' }),
  any: ([arg]) => ({
    create: () => {
      let value: unknown = null;
      return { add: (row) => void (value === null && (value = arg!.fn(row))), result: () => value };
    },
    type: arg!.type,
  }),
};
AGGREGATES.uniq = AGGREGATES.uniqExact!;

function extreme(arg: Compiled, sign: number) {
  return () => {
    let best: unknown = null;
    return {
      add: (row: Row) => {
        const value = arg.fn(row);
        if (value !== null && (best === null || order(value, best) * sign > 0)) best = value;
      },
      result: () => best,
    };
  };
}

function numeric(arg: Compiled, finish: (sum: number, count: number) => number | null) {
  return () => {
    let sum = 0;
    let count = 0;
    return {
      add: (row: Row) => {
        const value = Number(arg.fn(row));
        if (arg.fn(row) !== null && Number.isFinite(value)) {
          sum += value;
          count += 1;
        }
      },
      result: () => finish(sum, count),
    };
  };
}

export const isAggregate = (name: string) => Object.hasOwn(AGGREGATES, name);
