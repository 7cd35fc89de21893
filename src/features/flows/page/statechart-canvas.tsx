import { useEffect, useMemo, useRef } from 'react';
import { drawChart } from '../model/draw-chart';
import type { ChartLayout } from '../model/layout-chart';
import classes from './flows.module.css';
import { SvgTree } from './svg-tree';
import { useZoom } from './use-zoom';

/** The drawing in a scrolling, zoomable box, with the running actor's states highlighted. */
export function StatechartCanvas({ layout, active }: { layout: ChartLayout; active: ReadonlySet<string> }) {
  const viewport = useRef<HTMLDivElement>(null);
  const zoom = useZoom(viewport, layout);
  const svg = useMemo(() => {
    const tree = drawChart(layout, { active });
    // Zooming resizes the SVG; its viewBox keeps the drawing's own coordinates.
    return { ...tree, attrs: { ...tree.attrs, width: layout.width * zoom.scale, height: layout.height * zoom.scale } };
  }, [layout, active, zoom.scale]);

  // When the live state moves, bring it into view if it is out of sight.
  const activeKey = [...active].sort().join(' ');
  useEffect(() => {
    const box = viewport.current;
    if (!box || activeKey === '') return;
    const leaves = [...box.querySelectorAll('[data-active="true"]')].filter((node) =>
      ['atomic', 'final'].includes(node.getAttribute('data-kind') ?? ''),
    );
    if (leaves.length === 0) return;
    const frame = box.getBoundingClientRect();
    const rects = leaves.map((node) => node.getBoundingClientRect());
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    const top = Math.min(...rects.map((rect) => rect.top));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    if (left >= frame.left && right <= frame.right && top >= frame.top && bottom <= frame.bottom) return;
    box.scrollTo({
      left: box.scrollLeft + (left + right) / 2 - (frame.left + frame.right) / 2,
      top: box.scrollTop + (top + bottom) / 2 - (frame.top + frame.bottom) / 2,
      behavior: 'smooth',
    });
  }, [activeKey, layout]);

  return (
    <section className={classes.canvasFrame} aria-label="Statechart">
      <div className={classes.toolbar} role="toolbar" aria-label="Zoom">
        <button type="button" className={classes.toolButton} onClick={zoom.zoomOut} aria-label="Zoom out">
          −
        </button>
        <output className={classes.zoomLevel} aria-live="polite">
          {Math.round(zoom.scale * 100)}%
        </output>
        <button type="button" className={classes.toolButton} onClick={zoom.zoomIn} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={classes.toolButton} onClick={zoom.fit}>
          Fit
        </button>
        <button type="button" className={classes.toolButton} onClick={zoom.actualSize}>
          100%
        </button>
        <span className={classes.hint}>Drag or scroll to move · Ctrl + wheel to zoom</span>
      </div>
      <div ref={viewport} className={classes.viewport} tabIndex={0} aria-label="Drawing, scrollable" {...zoom.dragHandlers}>
        <SvgTree root={svg} />
      </div>
    </section>
  );
}
