"""What a player may see of a game (:func:`player_view`), and the whole state for comparing two
games (:func:`snapshot`). Reads the game, never changes it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .checks import unknown_player
from .views import Phase, PlayerView

if TYPE_CHECKING:
    from .game import Game


def player_view(game: Game, player: int | None) -> PlayerView:
    """What ``player`` may see now; ``None`` gives the public view for handoff screens."""
    if player is not None and not (type(player) is int and 0 <= player < game.n_players):
        raise unknown_player(game, player)
    revealed = game.phase is Phase.VOTE
    public = PlayerView(
        player=player,
        rules=game.rules.id,
        phase=game.phase,
        turn=game.turn,
        storyteller=game.storyteller,
        players=game.players,
        units=game.unit_names(),
        scores=tuple(game.scores),
        clue=game.clue,
        board=tuple(game.board) if revealed else (),
        waiting_for=game.waiting_for(),
        done=tuple(sorted(game.votes if revealed else game.played)),
        givers=tuple(sorted(game.givers.values())),
        draw_pile=len(game.draw_pile),
        discard_pile=len(game.discard),
        history=tuple(game.history),
        winners=game.winners,
        last_turn=game.last_turn,
        end_reason=game.end_reason,
    )
    if player is None:
        return public
    my_slots = tuple(i + 1 for i, o in enumerate(game.owners) if o == player) if revealed else ()
    return replace(
        public,
        hand=tuple(game.hands[player]),
        my_played=game.played.get(player, ()),
        my_slots=my_slots,
        my_votes=game.votes.get(player, ()),
        my_red_token=game.red_token if game.is_party and player == game.storyteller else None,
        request=game.request_for(player),
    )


def snapshot(game: Game) -> dict[str, Any]:
    """The complete current state (for comparing two games); not a save format."""
    return {
        "phase": game.phase.value,
        "turn": game.turn,
        "storyteller": game.storyteller,
        "draw_pile": list(game.draw_pile),
        "discard": list(game.discard),
        "hands": [list(h) for h in game.hands],
        "scores": list(game.scores),
        "told": list(game.told),
        "clue": None if game.clue is None else game.clue.to_dict(),
        "storyteller_card": game.storyteller_card,
        "givers": sorted(game.givers.items()),
        "played": {str(k): list(v) for k, v in sorted(game.played.items())},
        "board": list(game.board),
        "owners": list(game.owners),
        "votes": {str(k): list(v) for k, v in sorted(game.votes.items())},
        "red_token": game.red_token,
        "history": [t.to_dict() for t in game.history],
        "winners": list(game.winners),
        "end_reason": None if game.end_reason is None else game.end_reason.value,
        "log_length": len(game.log),
        "rng": game.rng_state,
    }
