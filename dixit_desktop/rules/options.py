"""The family's choices (RULES-SPEC.md "Options"): :class:`Options`, their labels, ranges and
type checks. Which apply to a rule set, and its defaults, are the rule set's
(:mod:`.rulesets`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .errors import OptionsTypeError, OptionTypeError, UnknownOptionError, short

TARGET_MIN = 10
TARGET_MAX = 99
ROUNDS_MIN = 1
ROUNDS_MAX = 10


@dataclass(frozen=True, slots=True)
class Options:
    """The switches of RULES-SPEC.md "Options". ``None`` means "not used"."""

    target_score: int | None = 30
    lone_finder_scores_4: bool = False
    end_when_draw_pile_runs_out: bool = False
    storyteller_rounds: int | None = None
    clue_mimed_or_sung: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Options:
        """Options from their JSON form, every value type-checked (ranges are the rule set's
        business: :meth:`RuleSet.validate_options`)."""
        if not isinstance(data, dict):
            raise OptionsTypeError("Options must be a JSON object.", type=type(data).__name__)
        unknown_option(data)
        opts = cls(**data)
        check_option_types(opts)
        return opts


_INT_OPTIONS = ("target_score", "storyteller_rounds")
_BOOL_OPTIONS = ("lone_finder_scores_4", "end_when_draw_pile_runs_out", "clue_mimed_or_sung")


def unknown_option(names: Any) -> None:
    """Refuse any name that is not an option (``names``: an iterable of keys)."""
    unknown = sorted(short(k) for k in names if k not in Options.__dataclass_fields__)
    if unknown:
        listed = short(", ".join(unknown[:5]), 2 * 40)
        raise UnknownOptionError(
            f"Unknown option(s): {listed}.", options=listed, count=len(unknown)
        )


def check_option_types(opts: Options) -> None:
    """Numbers are whole numbers (not true/false) or None; switches are true or false."""
    for key in _INT_OPTIONS:
        v = getattr(opts, key)
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise OptionTypeError(
                f"Option {key} must be a whole number or none, not {short(v)}.",
                option=key,
                expected="whole_number_or_none",
                type=type(v).__name__,
            )
    for key in _BOOL_OPTIONS:
        v = getattr(opts, key)
        if not isinstance(v, bool):
            raise OptionTypeError(
                f"Option {key} must be true or false, not {short(v)}.",
                option=key,
                expected="true_or_false",
                type=type(v).__name__,
            )


OPTION_LABELS: dict[str, str] = {
    "target_score": "Target score",
    "lone_finder_scores_4": "Lone finder scores 4",
    "end_when_draw_pile_runs_out": "End when the draw pile runs out",
    "storyteller_rounds": "Storyteller rounds",
    "clue_mimed_or_sung": "Mimed or sung clue",
}
