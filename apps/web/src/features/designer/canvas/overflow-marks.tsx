import { type OverflowingLayer, outsideParts, type PrintAreaDesign } from '@podbench/design';
import { Fragment, useMemo } from 'react';
import { Label, Rect, Tag, Text } from 'react-konva';

const RED = '#ef4444';
const HATCH_PX = 10;

/** A tile of red diagonal hatching over a white veil: the pattern that marks "will not be printed". */
function hatchTile(): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = HATCH_PX;
  c.height = HATCH_PX;
  const g = c.getContext('2d');
  if (g) {
    g.fillStyle = 'rgba(255,255,255,0.62)';
    g.fillRect(0, 0, HATCH_PX, HATCH_PX);
    g.strokeStyle = 'rgba(239,68,68,0.55)';
    g.lineWidth = 1.5;
    g.beginPath();
    // Two strokes so the diagonal runs on across tile edges.
    g.moveTo(-1, HATCH_PX + 1);
    g.lineTo(HATCH_PX + 1, -1);
    g.moveTo(-1, 1);
    g.lineTo(1, -1);
    g.moveTo(HATCH_PX - 1, HATCH_PX + 1);
    g.lineTo(HATCH_PX + 1, HATCH_PX - 1);
    g.stroke();
  }
  return c;
}

interface Props {
  area: PrintAreaDesign;
  overflow: OverflowingLayer[];
  /** Screen pixels per area pixel: strokes, text and the hatch keep their screen size at any zoom. */
  scale: number;
}

/**
 * Over each layer that reaches past the print area: the part outside veiled and hatched red (it is drawn, dimmed,
 * not hidden, so the seller sees what the print file will lose), the layer's bounds outlined red and a
 * 「超出印刷区域」 tag under it (the selection handles sit on its top edge). Drawn from the document, so it follows a layer when it is dropped, not mid-drag.
 */
export function OverflowMarks({ area, overflow, scale }: Props) {
  const tile = useMemo(() => (typeof document === 'undefined' ? null : hatchTile()), []);
  const px = (n: number) => n / scale;
  return (
    <>
      {overflow.map((o) => (
        <Fragment key={o.layerId}>
          {outsideParts(o.bounds, area).map((r) => (
            <Rect
              key={`${r.x},${r.y}`}
              name="overflow-veil"
              {...r}
              fillPatternImage={tile as unknown as HTMLImageElement}
              fillPatternScale={{ x: px(1), y: px(1) }}
              fillPatternRepeat="repeat"
            />
          ))}
          <Rect
            name="overflow-outline"
            {...o.bounds}
            stroke={RED}
            strokeWidth={px(1.5)}
            dash={o.entirelyOutside ? [px(6), px(4)] : undefined}
          />
          <Label x={o.bounds.x} y={o.bounds.y + o.bounds.height + px(6)}>
            <Tag fill={RED} cornerRadius={px(3)} />
            <Text
              text={o.entirelyOutside ? '在印刷区域外，不会印刷' : '超出印刷区域'}
              fontSize={px(12)}
              padding={px(4)}
              fill="#ffffff"
              fontFamily="system-ui, sans-serif"
            />
          </Label>
        </Fragment>
      ))}
    </>
  );
}
