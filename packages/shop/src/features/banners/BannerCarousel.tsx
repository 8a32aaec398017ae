import { useTranslation } from "@printshop/ui";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useLocale } from "../../useLocale";
import "./carousel.css";

export interface Banner {
  id: number;
  caption: string;
  button: string;
  link: string | null;
  image: string | null;
}

const ROTATE_MS = 7000;
const reducedMotion = () =>
  typeof window !== "undefined" &&
  window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * The home page's active banners as a carousel (WAI-ARIA carousel pattern): one slide shown,
 * previous/next buttons and a dot per slide, ←/→/Home/End while focus is inside. It rotates on
 * its own only when the person has not asked for reduced motion, pauses while pointed at or
 * focused, and has a pause button; with reduced motion it never moves by itself and slides change
 * without animation.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation("content");
  const { to } = useLocale();
  const [index, setIndex] = useState(0);
  // Playing on the first render wherever it happens (server and browser render the same HTML);
  // stopped at once after it for a person who asked for reduced motion.
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (reducedMotion()) setPlaying(false);
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLElement>(null);
  const count = banners.length;
  const current = Math.min(index, Math.max(0, count - 1));

  useEffect(() => {
    if (!playing || hovered || focused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [playing, hovered, focused, count]);

  if (count === 0) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(current - 1),
      ArrowRight: () => go(current + 1),
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const move = moves[e.key];
    if (!move || (e.target as HTMLElement).closest(".banner a")) return;
    e.preventDefault();
    move();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the focused slide link bubble here; the hover pauses the rotation
    <section
      ref={root}
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t("carousel.label")}
      data-testid="banner-carousel"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel-slides" aria-live={playing && !focused ? "off" : "polite"}>
        {banners.map((b, i) => (
          <div
            key={b.id}
            className={`banner${b.image ? " banner-with-image" : ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t("carousel.slide", { n: i + 1, total: count })}
            hidden={i !== current}
            data-testid="banner"
          >
            {b.image ? (
              <img
                className="banner-image"
                src={b.image}
                alt=""
                loading={i === 0 ? "eager" : "lazy"}
              />
            ) : null}
            <p className="banner-caption">{b.caption}</p>
            {b.link && b.button ? (
              /^https?:/.test(b.link) ? (
                <a className="button" href={b.link} rel="noopener noreferrer">
                  {b.button}
                </a>
              ) : (
                <Link className="button" to={to(b.link)}>
                  {b.button}
                </Link>
              )
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-controls">
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t("carousel.pause") : t("carousel.play")}
          >
            {playing ? "❚❚" : "▶"}
          </button>
          <button type="button" onClick={() => go(current - 1)} aria-label={t("carousel.previous")}>
            ‹
          </button>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="carousel-dot"
              aria-label={t("carousel.goTo", { n: i + 1 })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
          <button type="button" onClick={() => go(current + 1)} aria-label={t("carousel.next")}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
