pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// The viewing player's hand: as large as fits in one row. One tap on a card chooses it (or
// puts it back); the magnifier in its corner, a long press, or the Up arrow shows it big.
// Chosen cards rise with a gold frame.
Item {
    id: row
    objectName: "handRow"
    signal cardTapped(string cardId)
    signal zoomRequested(string cardId, string description)

    readonly property int count: Choice.hand.count
    // room above each row for a chosen card's rise and the tick on it: the chosen card is
    // never cut off, however little room the row has (the on-screen keyboard open, say)
    readonly property int headroom: Math.ceil(Theme.cardLift + Theme.badgeSize / 2) + 2
    // one row where it fits (landscape), two rows when that gives bigger cards (portrait)
    readonly property int rows: {
        var one = Math.min((width - Theme.gap * (count - 1)) / Math.max(1, count), (height - headroom) / Theme.cardAspect)
        var perRow = Math.ceil(count / 2)
        var two = Math.min((width - Theme.gap * (perRow - 1)) / Math.max(1, perRow),
                           (height / 2 - headroom) / Theme.cardAspect)
        return two > one * 1.15 ? 2 : 1
    }
    readonly property int columns: Math.max(1, Math.ceil(count / rows))
    readonly property real cardWidth: Math.max(40, Math.min((width - Theme.gap * (columns - 1)) / columns,
                                                            (height / rows - headroom) / Theme.cardAspect))
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Your hand")
    clip: true

    Grid {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: Math.ceil(row.headroom / 2)
        columns: row.columns
        spacing: Theme.gap
        rowSpacing: row.headroom
        Repeater {
            model: Choice.hand
            delegate: Item {
                id: slot
                required property int index
                required property string cardId
                required property string description
                required property bool selected
                objectName: "hand_" + cardId
                width: row.cardWidth
                height: row.cardWidth * Theme.cardAspect
                activeFocusOnTab: true
                Accessible.role: Accessible.Button
                Accessible.name: (selected ? qsTr("Chosen: ") : "") + (description || qsTr("Card %1").arg(index + 1))
                Accessible.onPressAction: row.cardTapped(cardId)
                Keys.onReturnPressed: (event) => { if (!event.isAutoRepeat) row.cardTapped(cardId) }
                Keys.onSpacePressed: (event) => { if (!event.isAutoRepeat) row.cardTapped(cardId) }
                Keys.onRightPressed: nextItemInFocusChain(true).forceActiveFocus()
                Keys.onLeftPressed: nextItemInFocusChain(false).forceActiveFocus()
                Keys.onUpPressed: row.zoomRequested(cardId, description)

                Card {
                    id: c
                    objectName: "handCard"
                    width: parent.width
                    height: parent.height
                    cardId: slot.cardId
                    description: slot.description
                    selected: slot.selected
                    frameColour: slot.activeFocus ? Theme.moonlight : Theme.paper
                    y: slot.selected ? -Theme.cardLift : 0
                    Behavior on y { NumberAnimation { duration: Theme.fadeMs; easing.type: Easing.OutBack } }
                }
                Rectangle {
                    objectName: "chosenTick"
                    visible: slot.selected
                    anchors.horizontalCenter: c.horizontalCenter
                    anchors.top: c.top
                    anchors.topMargin: -height / 2   // half above the card, rising with it
                    width: Theme.badgeSize; height: width; radius: width / 2
                    color: Theme.gold
                    border.color: Theme.ink; border.width: Theme.lineWidth
                    Text { anchors.centerIn: parent; text: "✓"; font.pixelSize: Theme.fontLarge; color: Theme.ink }
                }
                TapHandler {   // exclusive: one tap, one card
                    gesturePolicy: TapHandler.ReleaseWithinBounds
                    onTapped: row.cardTapped(slot.cardId)
                    onLongPressed: row.zoomRequested(slot.cardId, slot.description)
                }
                ZoomButton {   // rides with the card as it rises
                    objectName: "zoom_" + slot.cardId
                    anchors.right: c.right
                    anchors.bottom: c.bottom
                    disc: Math.min(width * 0.78, row.cardWidth * 0.34)   // a small card keeps its picture
                    Accessible.name: qsTr("See card %1 big").arg(slot.index + 1)
                    onActivated: row.zoomRequested(slot.cardId, slot.description)
                }
            }
        }
    }
}
