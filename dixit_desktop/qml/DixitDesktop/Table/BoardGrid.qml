pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// The numbered card slots, laid out as large as the space allows. Modes:
//  Public - the revealed board anyone may see;
//  Voting - the voter's own card(s) marked, their choice(s) and the red token shown;
//  Scored - owners, the storyteller's card, and every vote in the voters' colours.
Item {
    id: grid
    objectName: "boardGrid"
    enum Mode { Public, Voting, Scored }
    property int mode: BoardGrid.Public
    // the slots' rows: the device's board (with the voter's own marks on their screen), or the
    // table screen's public one
    property var cards: Round.board
    // the type under the cards and the voters' rabbits (larger on the table screen)
    property real labelSize: Theme.fontBody
    property real tokenSize: Theme.rabbitVote
    signal slotTapped(int slot)
    signal zoomRequested(int slot, string cardId, string description)   // Voting: see it big

    readonly property int count: cards.count
    readonly property real gap: Theme.gap
    // at the reveal the storyteller's tag stands out above its card: room for it above the
    // top row, so that it never covers what is above the board (the reveal's title)
    readonly property real topRoom: mode === BoardGrid.Scored ? Theme.starOffset : 0
    // every card dealt in and turned face up, its flip finished (at once with reduced
    // motion): the reveal shows the points only then
    property int settledCount: 0
    readonly property bool settled: count > 0 && settledCount >= count
    // choose the column count that gives (nearly) the largest card, then the fewest empty
    // places, so 7 cards sit as 4 + 3 rather than 6 + 1
    readonly property var fit: {
        var options = []
        var best = 0
        for (var cols = 1; cols <= Math.max(1, count); ++cols) {
            var rows = Math.ceil(count / cols)
            var w = Math.min((width - gap * (cols - 1)) / cols,
                             ((height - topRoom - gap * (rows - 1)) / rows - grid.labelSize * Theme.cardLabelRoom) / Theme.cardAspect)
            options.push({ cols: cols, w: w, empty: cols * rows - count })
            best = Math.max(best, w)
        }
        var pick = { cols: 1, w: 0, empty: 0 }
        for (var i = 0; i < options.length; ++i) {
            var o = options[i]
            if (o.w < best * 0.96) continue
            if (pick.w === 0 || o.empty < pick.empty || (o.empty === pick.empty && o.cols > pick.cols))
                pick = o
        }
        return pick
    }
    readonly property real cardWidth: Math.max(20, fit.w)

    Accessible.role: Accessible.List
    Accessible.name: qsTr("The board")

    Grid {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: parent.verticalCenter
        anchors.verticalCenterOffset: grid.topRoom / 2
        columns: grid.fit.cols
        spacing: grid.gap

        Repeater {
            model: grid.cards
            delegate: Item {
                id: cell
                required property int index
                required property int slot
                required property string cardId
                required property string description
                required property bool mine
                required property int selected
                required property bool red
                required property bool revealed
                required property string ownerName
                required property string ownerColour
                required property bool isStorytellerCard
                required property bool redToken
                required property var votes
                required property string spoken

                objectName: "slot" + slot
                width: grid.cardWidth
                height: grid.cardWidth * Theme.cardAspect + grid.labelSize * Theme.cardLabelRoom
                activeFocusOnTab: grid.mode === BoardGrid.Voting
                Accessible.role: Accessible.Button
                Accessible.name: spoken
                Accessible.onPressAction: grid.slotTapped(slot)
                // a fresh key press only: the auto-repeat of a key still held from the handoff
                // never chooses a card
                Keys.onReturnPressed: (event) => { if (!event.isAutoRepeat) grid.slotTapped(slot) }
                Keys.onSpacePressed: (event) => { if (!event.isAutoRepeat) grid.slotTapped(slot) }
                Keys.onRightPressed: nextItemInFocusChain(true).forceActiveFocus()
                Keys.onLeftPressed: nextItemInFocusChain(false).forceActiveFocus()
                Keys.onUpPressed: if (grid.mode === BoardGrid.Voting) grid.zoomRequested(slot, cardId, description)

                // deal in face down, one after the other, then turn face up (on the public
                // board); at the reveal the storyteller's card turns over to show it is theirs
                property bool turned: Theme.reducedMotion
                property bool dealt: false
                readonly property bool settled: dealt && turned && face.shownFace === face.faceUp && !face.flipping
                onSettledChanged: grid.settledCount += settled ? 1 : -1
                Component.onDestruction: if (settled) grid.settledCount -= 1
                opacity: 0
                Component.onCompleted: dealIn.start()
                SequentialAnimation {
                    id: dealIn
                    PauseAnimation { duration: Math.max(0, cell.index) * Theme.dealStaggerMs }
                    ParallelAnimation {
                        NumberAnimation { target: cell; property: "opacity"; to: 1; duration: Theme.dealMs }
                        NumberAnimation { target: lift; property: "y"; from: Theme.dealDrop; to: 0; duration: Theme.dealMs; easing.type: Easing.OutCubic }
                    }
                    PauseAnimation { duration: Theme.dealSettleMs }
                    PropertyAction { target: cell; property: "turned"; value: true }
                    PropertyAction { target: cell; property: "dealt"; value: true }
                }
                transform: Translate { id: lift; y: 0 }

                Card {
                    id: face
                    width: parent.width
                    height: width * Theme.cardAspect
                    cardId: cell.cardId
                    description: cell.description
                    faceUp: cell.turned || grid.mode === BoardGrid.Voting
                            || (grid.mode === BoardGrid.Scored && !cell.isStorytellerCard)
                    selected: grid.mode === BoardGrid.Voting && cell.selected > 0
                    dimmed: grid.mode === BoardGrid.Voting && cell.mine
                    frameColour: grid.mode === BoardGrid.Scored && cell.isStorytellerCard ? Theme.gold
                               : grid.mode === BoardGrid.Scored && cell.ownerColour ? cell.ownerColour
                               : (cell.activeFocus ? Theme.moonlight : Theme.paper)
                }

                TapHandler {
                    enabled: grid.mode === BoardGrid.Voting
                    // an exclusive grab: one tap is one card, even where cells' edges touch
                    // (a passive grab let two neighbours both take one tap)
                    gesturePolicy: TapHandler.ReleaseWithinBounds
                    onTapped: grid.slotTapped(cell.slot)
                    onLongPressed: grid.zoomRequested(cell.slot, cell.cardId, cell.description)
                }
                ZoomButton {   // the magnifier: the card big, while voting
                    visible: grid.mode === BoardGrid.Voting
                    objectName: "zoomSlot" + cell.slot
                    anchors.right: face.right
                    anchors.bottom: face.bottom
                    Accessible.name: qsTr("See card %1 big").arg(cell.slot)
                    onActivated: grid.zoomRequested(cell.slot, cell.cardId, cell.description)
                }

                Rectangle {   // slot number, like the board's printed numbers
                    anchors.horizontalCenter: face.horizontalCenter
                    anchors.top: face.bottom
                    anchors.topMargin: Theme.gapTiny
                    // never wider than the card: a long name is cut short (the card's
                    // accessible name keeps it whole)
                    width: Math.min(cell.width,
                                    Math.max(grid.labelSize * 1.9, numberText.implicitWidth + Theme.gap))
                    height: grid.labelSize * 1.4
                    radius: height / 2
                    color: grid.mode === BoardGrid.Scored && cell.isStorytellerCard ? Theme.gold : Theme.paper
                    NameText {
                        id: numberText
                        font.pixelSize: grid.labelSize
                        objectName: "ownerLabel" + cell.slot
                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, parent.width - Theme.gap)
                        horizontalAlignment: Text.AlignHCenter
                        text: grid.mode === BoardGrid.Scored ? cell.slot + "  " + cell.ownerName : cell.slot
                        color: Theme.ink
                        // on twelve small cards "12  Sam" was cut: smaller letters first
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: Math.round(grid.labelSize * Theme.labelShrinkMin)
                        elide: Text.ElideRight
                    }
                }

                Rectangle {   // "yours" marker on the voter's own card
                    visible: grid.mode === BoardGrid.Voting && cell.mine
                    anchors.centerIn: face
                    width: face.width * 0.8
                    height: Theme.fontBody * 2
                    radius: height / 2
                    color: Theme.ink
                    opacity: Theme.mineMarkOpacity
                    NameText {
                        anchors.centerIn: parent
                        text: Round.isTeam ? qsTr("Your team's") : qsTr("Yours")
                    }
                }

                Rectangle {   // the voter's choice: 1 (and 2 for a second vote)
                    visible: grid.mode === BoardGrid.Voting && cell.selected > 0
                    anchors.right: face.right
                    anchors.top: face.top
                    anchors.margins: -Theme.badgeOffset
                    width: Theme.badgeSize; height: width; radius: width / 2
                    color: Theme.gold
                    border.color: Theme.ink; border.width: Theme.lineWidth
                    HeadingText {
                        anchors.centerIn: parent
                        text: Choice.maxVotes > 1 ? "✓" + cell.selected : "✓"
                        color: Theme.ink
                    }
                }

                Rectangle {   // the red token (Party)
                    visible: (grid.mode === BoardGrid.Voting && cell.red) || (grid.mode === BoardGrid.Scored && cell.redToken)
                    anchors.left: face.left
                    anchors.top: face.top
                    anchors.margins: -Theme.badgeOffset
                    width: Theme.badgeSize; height: width; radius: width / 2
                    color: Theme.redToken
                    border.color: Theme.paper; border.width: Theme.lineWidthBold
                    Accessible.role: Accessible.Graphic
                    Accessible.name: qsTr("Red token")
                }

                Rectangle {   // the storyteller's star at the reveal
                    visible: grid.mode === BoardGrid.Scored && cell.isStorytellerCard
                    anchors.horizontalCenter: face.horizontalCenter
                    anchors.top: face.top
                    anchors.topMargin: -Theme.starOffset
                    width: storyText.implicitWidth + Theme.gap
                    height: storyText.implicitHeight + Theme.gapSmall
                    radius: height / 2
                    color: Theme.gold
                    border.color: Theme.ink
                    CaptionText {
                        id: storyText
                        font.pixelSize: grid.labelSize * 0.8
                        anchors.centerIn: parent
                        text: qsTr("★ storyteller")
                        font.family: Theme.titleFont
                        color: Theme.ink
                    }
                }

                Flow {   // votes drop onto the card, one by one, in the voters' colours
                    visible: grid.mode === BoardGrid.Scored
                    anchors.left: face.left
                    anchors.right: face.right
                    anchors.bottom: face.bottom
                    anchors.margins: face.frame * 2
                    spacing: Theme.gapTiny
                    layoutDirection: Qt.LeftToRight
                    Repeater {
                        model: grid.mode === BoardGrid.Scored ? cell.votes : []
                        delegate: Rabbit {
                            id: voteRabbit
                            required property var modelData
                            required property int index
                            colour: modelData.colour
                            symbol: modelData.symbol
                            name: modelData.name
                            // a vote token says whose vote it is and where it went
                            Accessible.name: qsTr("%1 voted for card %2").arg(modelData.name).arg(cell.slot)
                            width: Math.min(grid.tokenSize, face.width / 3.2)
                            opacity: 0
                            Component.onCompleted: drop.start()
                            SequentialAnimation {
                                id: drop
                                PauseAnimation { duration: Theme.votesShownMs + Math.max(0, cell.index * 3 + voteRabbit.index) * Theme.voteStaggerMs }
                                NumberAnimation { target: voteRabbit; property: "opacity"; to: 1; duration: Theme.fadeMs }
                            }
                        }
                    }
                }
            }
        }
    }
}
