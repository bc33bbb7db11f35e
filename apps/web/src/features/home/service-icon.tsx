import type { ClinicContent } from "../../content/content-schema";
import { Activity, Bandage, Droplets, Hand, HeartPulse } from "./home-icons";

const icons = {
  droplets: Droplets,
  hand: Hand,
  activity: Activity,
  bandage: Bandage,
  "heart-pulse": HeartPulse,
} as const;

type ServiceIconProps = { icon: ClinicContent["services"][number]["icon"]; className?: string };

export function ServiceIcon({ icon, className }: ServiceIconProps) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
