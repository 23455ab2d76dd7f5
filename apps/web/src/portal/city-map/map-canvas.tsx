import type { CityMap } from '@cityip/contracts';
import { useEffect, useRef } from 'react';
import { type EChartsOption, echarts, hitOf, type MapHit, registerCityMap } from './map-echarts.js';

const FALLBACK_SIZE = { width: 640, height: 420 };

interface MapCanvasProps {
  map: CityMap;
  option: EChartsOption;
  /** What the drawing shows, for screen readers (the page offers the same as a table or list). */
  label: string;
  onHit?: (hit: MapHit) => void;
  /** A click anywhere on the drawing, as `[longitude, latitude]` (for picking a place). */
  onPoint?: (position: [number, number]) => void;
  className?: string;
}

/**
 * One ECharts drawing on the district boundaries: initialised once, given each new option,
 * resized with its box, disposed on unmount. Clicks on a district or a marker reach `onHit`.
 */
export function MapCanvas({ map, option, label, onHit, onPoint, className }: MapCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const hitHandler = useRef(onHit);
  const pointHandler = useRef(onPoint);

  useEffect(() => {
    hitHandler.current = onHit;
    pointHandler.current = onPoint;
  });

  useEffect(() => {
    const box = element.current;
    if (!box) return;
    registerCityMap(map);
    // A box without layout (hidden, or no layout engine as in tests) would give the map no room
    // at all, which ECharts cannot project onto: draw at a nominal size until the box has one.
    const sized = () => box.clientWidth > 0 && box.clientHeight > 0;
    const instance = echarts.init(box, undefined, {
      renderer: 'svg',
      ...(sized() ? {} : { width: FALLBACK_SIZE.width, height: FALLBACK_SIZE.height }),
    });
    chart.current = instance;
    instance.on('click', (params) => {
      const hit = hitOf(params);
      if (hit) hitHandler.current?.(hit);
    });
    // Clicks on empty parts of the drawing too: zrender sees every click, ECharts only those on shapes.
    instance.getZr().on('click', (event) => {
      if (!pointHandler.current) return;
      const position = instance.convertFromPixel({ geoIndex: 0 }, [event.offsetX, event.offsetY]) as unknown;
      if (Array.isArray(position) && position.every((n) => Number.isFinite(n))) {
        pointHandler.current([position[0] as number, position[1] as number]);
      }
    });
    const observer = new ResizeObserver(() => {
      if (sized()) instance.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [map]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={element} className={className ?? 'city-map-canvas'} role="img" aria-label={label} />;
}
