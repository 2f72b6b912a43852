import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binarize, guideRect, ocrScale, otsuThreshold, toGrey } from "./preprocess";

const rgba = (...greys: number[]) => greys.flatMap((g) => [g, g, g, 255]);

describe("toGrey", () => {
  it("weights red, green and blue as luma", () => {
    expect([...toGrey([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])]).toEqual([76, 150, 29, 255]);
  });
});

describe("otsuThreshold", () => {
  it("splits two clusters between them", () => {
    const t = otsuThreshold([...Array(50).fill(30), ...Array(50).fill(220)]);
    expect(t).toBeGreaterThanOrEqual(30);
    expect(t).toBeLessThan(220);
  });

  it("always lies within the values present", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 2, maxLength: 200 }), (values) => {
        const t = otsuThreshold(values);
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(255);
      }),
    );
  });
});

describe("binarize", () => {
  it("makes dark text black on white paper", () => {
    const out = binarize(rgba(20, 240, 240, 240));
    expect([out[0], out[4], out[8], out[12]]).toEqual([0, 255, 255, 255]);
  });

  it("inverts light print on a dark cover so text is still black on white", () => {
    const out = binarize(rgba(230, 15, 15, 15));
    expect([out[0], out[4], out[8], out[12]]).toEqual([0, 255, 255, 255]);
  });

  it("gives only black and white, opaque", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 400 }), (values) => {
        const pixels = values.slice(0, values.length - (values.length % 4));
        const out = binarize(pixels);
        for (let i = 0; i < out.length; i += 4) {
          expect([0, 255]).toContain(out[i]);
          expect(out[i + 3]).toBe(255);
        }
      }),
    );
  });
});

describe("guideRect and ocrScale", () => {
  it("centres the guide band in the frame", () => {
    expect(guideRect(1000, 500)).toEqual({ x: 100, y: 175, w: 800, h: 150 });
  });

  it("enlarges small crops up to 3× and shrinks huge ones", () => {
    expect(ocrScale(300)).toBe(3);
    expect(ocrScale(600)).toBe(2);
    expect(ocrScale(1500)).toBe(1);
    expect(ocrScale(4000)).toBe(0.5);
  });
});
