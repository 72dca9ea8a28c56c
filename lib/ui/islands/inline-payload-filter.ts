import { Transform } from 'node:stream';
import { islandFlightFilter } from './flight-filter';

/**
 * Where Next's inline payload writer finds the filter (patches/next+16.4.6.patch, in the runtime `next start` serves
 * and `next build` prerenders with): a stream of the payload goes through it on its way into the HTML's scripts. Left
 * unset, the payload is written whole, as Next does.
 */
const FILTER_KEY = Symbol.for('remapper.inlinePayloadFilter');

export type InlinePayloadFilter = { node(): Transform; web(): TransformStream<Uint8Array, Uint8Array> };

export const inlinePayloadFilter: InlinePayloadFilter = {
  node() {
    const filter = islandFlightFilter();
    return new Transform({
      transform(chunk: Buffer, _encoding, done) {
        for (const part of filter.push(chunk)) this.push(part);
        done();
      },
      flush(done) {
        for (const part of filter.end()) this.push(part);
        done();
      },
    });
  },
  web() {
    const filter = islandFlightFilter();
    return new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        for (const part of filter.push(chunk)) controller.enqueue(part);
      },
      flush(controller) {
        for (const part of filter.end()) controller.enqueue(part);
      },
    });
  },
};

/** Called once per server process (instrumentation.ts), before the first page is rendered. */
export function installInlinePayloadFilter(): void {
  (globalThis as Record<symbol, unknown>)[FILTER_KEY] = inlinePayloadFilter;
}
