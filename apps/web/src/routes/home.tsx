import type { MetaFunction } from "react-router";
import { clinic } from "../content/clinic";
import { HomeHero } from "../features/home/home-hero";

export const meta: MetaFunction = () => [
  { title: `${clinic.name} | Physiotherapy, Lymphoedema and Cancer Support Care` },
  { name: "description", content: `${clinic.name}: ${clinic.tagline}. Book a video consultation online.` },
];

export default function HomeRoute() {
  return <HomeHero />;
}
