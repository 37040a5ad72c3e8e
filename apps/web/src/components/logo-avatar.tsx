import { Avatar, type MantineColor, type MantineRadius } from '@mantine/core';
import type { ReactNode } from 'react';

interface LogoAvatarProps {
  src: string | null | undefined;
  /** Empty where the logo is decoration beside its name. */
  alt: string;
  /** The box's height, and its width unless `width` is given (a wide box suits wordmark logos). */
  size: number;
  width?: number;
  radius?: MantineRadius;
  color?: MantineColor;
  /** Shown without a logo, or when it does not load (a signed link that expired): the initials. */
  children?: ReactNode;
}

/*
 * An organisation's logo: the whole image fits inside the box on white, never cropped to its middle (a wide
 * wordmark such as "WISLANA" would lose its first and last letters to the avatar's usual cover fit).
 */
const CONTAIN = { image: { objectFit: 'contain', backgroundColor: 'var(--mantine-color-white)' } } as const;

export function LogoAvatar({ src, alt, size, width, radius = 'sm', color = 'blue', children }: LogoAvatarProps) {
  const wide = width !== undefined && width !== size ? { w: width, miw: width } : {};
  return (
    <Avatar src={src ?? undefined} alt={alt} size={size} {...wide} radius={radius} color={color} variant="light" styles={CONTAIN}>
      {children}
    </Avatar>
  );
}
