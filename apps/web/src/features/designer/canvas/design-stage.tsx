import { overflowingLayers, safeZoneRect } from '@podbench/design';
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Image as KImage, Layer, Line, Rect, Stage } from 'react-konva';
import { useDesignFonts } from '../hooks/use-design-fonts';
import { select, setView, useDesignerStore } from '../store/designer-store';
import styles from './canvas.module.css';
import { LayerNodes } from './layer-nodes';
import { OverflowMarks } from './overflow-marks';
import { SelectionTransformer } from './selection-transformer';
import { useAreaImages } from './use-area-images';
import { useElementSize } from './use-element-size';
import { useHtmlImage } from './use-html-image';
import { useLayerEvents } from './use-layer-events';
import { fitScale, placeArea } from './view-geometry';

const BRAND = '#7c3aed';

/**
 * The canvas: the product mockup in the previewed colour behind, the print area and its safe zone drawn over it,
 * and the design, unclipped: what reaches past the area is veiled and hatched red (OverflowMarks), never silently cut. Layers are Konva nodes built by the shared scene builder (see LayerNodes).
 */
export function DesignStage({ onStage }: { onStage?: (stage: Konva.Stage | null) => void }) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const doc = useDesignerStore((s) => s.doc);
  const product = useDesignerStore((s) => s.product);
  const areaKey = useDesignerStore((s) => s.areaKey);
  const color = useDesignerStore((s) => s.color);
  const images = useDesignerStore((s) => s.images);
  const zoom = useDesignerStore((s) => s.zoom);
  const pan = useDesignerStore((s) => s.pan);
  const guides = useDesignerStore((s) => s.guides);
  const area = doc?.areas[areaKey];
  const fonts = useDesignFonts(doc);
  const { resources, version: imagesVersion } = useAreaImages(area?.layers ?? [], images);
  const place = area ? placeArea(product, areaKey, area) : null;
  const overflow = useMemo(
    () => (doc ? overflowingLayers(doc).filter((o) => o.areaKey === areaKey) : []),
    [doc, areaKey],
  );
  const viewImage = place?.view?.images.find((i) => i.colorName === color) ?? place?.view?.images[0];
  const mockup = useHtmlImage(viewImage?.url);

  // A state ref: react-konva mounts the stage's children in its own renderer, after this component's effects.
  const [contentNode, setContentNode] = useState<Konva.Group | null>(null);
  const content = useRef<Konva.Group | null>(null);
  content.current = contentNode;
  const nodes = useRef<LayerNodes | null>(null);
  const [generation, setGeneration] = useState(0);
  const stageScale = place ? fitScale(place.boardWidth, place.boardHeight, width, height, zoom) : 1;
  const scaleRef = useRef(1);
  scaleRef.current = stageScale * (place?.scale ?? 1);
  const currentScale = useCallback(() => scaleRef.current, []);
  const events = useLayerEvents(content, currentScale);
  const clipGroup = useRef<Konva.Group>(null);
  const marks = useRef<Konva.Group>(null);
  const areaSize = useRef({ width: 0, height: 0 });
  areaSize.current = { width: area?.widthPx ?? 0, height: area?.heightPx ?? 0 };
  // While a layer moves or resizes, the design is clipped to the area and the overflow marks (drawn for the layers'
  // dropped places) are hidden: redrawing the design unclipped every frame halved a 100-layer drag's frame rate
  // (bench:canvas p95 33 ms against 16.8 ms clipped). At rest the overflow is shown, veiled.
  const gesture = useCallback((active: boolean) => {
    const { width, height } = areaSize.current;
    clipGroup.current?.setAttrs(
      active
        ? { clipX: 0, clipY: 0, clipWidth: width, clipHeight: height }
        : { clipX: undefined, clipY: undefined, clipWidth: undefined, clipHeight: undefined },
    );
    marks.current?.visible(!active);
  }, []);

  const decorate = useCallback(
    (node: Konva.Node, layer: { id: string; locked: boolean }) => {
      node.draggable(!layer.locked);
      node.on('mousedown touchstart', events.onPointerDown);
      node.on('dragstart', () => {
        gesture(true);
        events.onDragStart();
      });
      node.on('dragmove', (e) => {
        const l = nodes.current?.layer(layer.id);
        if (l) events.onDragMove(e as Konva.KonvaEventObject<DragEvent>, l);
      });
      node.on('dragend', () => {
        gesture(false);
        events.onDragEnd();
      });
    },
    [events, gesture],
  );

  const ready = Boolean(doc && area && place && fonts > 0 && width > 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new area starts a node set
  useEffect(() => {
    if (!contentNode) return;
    const set = new LayerNodes(contentNode, decorate);
    nodes.current = set;
    return () => {
      set.destroy();
      nodes.current = null;
    };
  }, [decorate, areaKey, contentNode]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: areaKey/contentNode/decorate: a fresh node set needs filling
  useEffect(() => {
    if (!area || !nodes.current || fonts === 0) return;
    nodes.current.sync(area.layers, resources, imagesVersion, fonts);
    contentNode?.getLayer()?.batchDraw();
    setGeneration((g) => g + 1);
  }, [area, resources, imagesVersion, fonts, areaKey, contentNode, decorate]);

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    if (e.evt.ctrlKey || e.evt.metaKey) {
      const next = Math.min(8, Math.max(0.2, zoom * (e.evt.deltaY > 0 ? 0.9 : 1.1)));
      setView(next, pan);
    } else {
      setView(zoom, { x: pan.x - e.evt.deltaX, y: pan.y - e.evt.deltaY });
    }
  };

  const offsetX = place ? (width - place.boardWidth * stageScale) / 2 + pan.x : 0;
  const offsetY = place ? (height - place.boardHeight * stageScale) / 2 + pan.y : 0;
  const safe = area ? safeZoneRect(area) : null;
  const px = (n: number) => n / scaleRef.current;

  return (
    <div ref={ref} className={styles.viewport} data-testid="design-canvas" data-ready={ready ? 'true' : 'false'}>
      {ready && place && area && safe && (
        <Stage
          ref={onStage}
          width={width}
          height={height}
          scaleX={stageScale}
          scaleY={stageScale}
          x={offsetX}
          y={offsetY}
          onWheel={onWheel}
          onMouseDown={(e) => {
            if (e.target === e.target.getStage() || e.target.name() === 'board') select([]);
          }}
        >
          <Layer listening={true}>
            <Rect name="board" width={place.boardWidth} height={place.boardHeight} fill="#ffffff" />
            {mockup && <KImage name="board" image={mockup} width={place.boardWidth} height={place.boardHeight} />}
          </Layer>
          <Layer>
            <Group ref={clipGroup} x={place.x} y={place.y} scaleX={place.scale} scaleY={place.scale}>
              <Group ref={setContentNode} name="design-content" />
            </Group>
          </Layer>
          <Layer>
            <Group x={place.x} y={place.y} scaleX={place.scale} scaleY={place.scale} listening={false}>
              <Group ref={marks}>
                <OverflowMarks area={area} overflow={overflow} scale={scaleRef.current} />
              </Group>
              <Rect
                width={area.widthPx}
                height={area.heightPx}
                stroke={BRAND}
                strokeWidth={px(1.5)}
                dash={[px(6), px(4)]}
              />
              <Rect {...safe} stroke="#10b981" strokeWidth={px(1)} dash={[px(3), px(3)]} />
              {guides.x.map((x) => (
                <Line
                  key={`x${x}`}
                  points={[x, -area.heightPx, x, area.heightPx * 2]}
                  stroke="#ec4899"
                  strokeWidth={px(1)}
                />
              ))}
              {guides.y.map((y) => (
                <Line
                  key={`y${y}`}
                  points={[-area.widthPx, y, area.widthPx * 2, y]}
                  stroke="#ec4899"
                  strokeWidth={px(1)}
                />
              ))}
            </Group>
            <SelectionTransformer nodes={nodes} generation={generation} onGesture={gesture} />
          </Layer>
        </Stage>
      )}
      {!ready && <div className={styles.loading}>正在加载字体与画布…</div>}
    </div>
  );
}
