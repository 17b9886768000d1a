// A nation's flag, a club's or league's badge or a rarity's mark beside its name: decorative (the name
// is always written next to it), in a fixed square box so rows do not move as images arrive, and loaded
// lazily (a list names hundreds of clubs).
export const EntityImage = ({ src, size = 20 }: { src: string | null | undefined; size?: number }) =>
  src ? (
    <img
      className="entity-image"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  ) : null;
